import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <p className="text-gradient mb-4 font-display text-7xl font-bold">404</p>
      <h1 className="mb-3 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mb-8 text-muted-foreground">The page you are looking for has left the venue.</p>
      <Button asChild>
        <Link to="/">Return to home</Link>
      </Button>
    </section>
  );
}
