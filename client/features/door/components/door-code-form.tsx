import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

// D36: the short code printed under a ticket's QR code, typed when the camera fails (any case;
// spaces and dashes are ignored by the server).
export function DoorCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError('Type the code printed under the QR code');
      return;
    }
    setError(undefined);
    onCode(typed);
    setCode('');
  };
  return (
    <form className="grid gap-1.5" onSubmit={submit} noValidate aria-label="Check in by code">
      <Label htmlFor={id}>Code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-12 font-mono text-lg uppercase tracking-widest"
        />
        <Button type="submit" size="lg" className="shrink-0">
          Check in<span className="sr-only"> by code</span>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
