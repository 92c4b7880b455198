import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';

// The 404 page; an unknown opportunity says so in the spec's words and leads back to the list
// (issue 41; the server answers 404 either way, D28).
export function NotFoundPage({
  heading = 'Oops! Page not found',
  text = 'The page you are looking for has left the venue.',
  back = { to: '/', label: 'Return to home' },
}: {
  heading?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      {/* The figure is decoration; the heading says what happened (axe: p-as-heading). */}
      <div aria-hidden="true" className="text-gradient mb-4 font-display text-7xl font-bold">
        404
      </div>
      <h1 className="mb-3 text-3xl font-bold">{heading}</h1>
      <p className="mb-8 text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </section>
  );
}
