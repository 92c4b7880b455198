import { Search } from 'lucide-react';
import { useId } from 'react';
import { useSearchBox } from '../../lib/use-search-box';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

// The search box every table has: the address follows typing after a pause.
// `label`: another text filter (City) works the same way.
export function TableSearch({
  value,
  onChange,
  placeholder,
  label = 'Search',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useSearchBox(value, onChange);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
