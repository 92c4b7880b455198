import { Link } from '../lib/router/router';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

// A page whose data could not be loaded says so and offers a way on: try again, or leave.
export function LoadError({
  message,
  onRetry,
  back,
}: {
  message: string;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  return (
    <div className="grid gap-4">
      <Alert>{message}</Alert>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </div>
  );
}
