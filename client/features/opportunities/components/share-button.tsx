import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useShare } from '../hooks/use-share';

export function ShareButton({
  title,
  opportunityId,
  ...props
}: { title: string; opportunityId: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const share = useShare();
  return (
    <Button
      variant="outline"
      aria-label={`Share ${title}`}
      onClick={() => void share({ title, path: `/opportunity/${opportunityId}` })}
      {...props}
    >
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
