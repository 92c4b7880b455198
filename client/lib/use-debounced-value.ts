import { useEffect, useState } from 'react';

// The value once it has stopped changing for `delayMs` (search as you type, one request per pause).
export function useDebouncedValue<Value>(value: Value, delayMs = 250): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
