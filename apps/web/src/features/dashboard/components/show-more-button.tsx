import { Button } from '../../../components/ui/button'; /** "Toon meer (N over)" under a long list shown a page at a time; nothing once all are shown. */
export function ShowMoreButton({
  total,
  shown,
  onMore,
}: {
  total: number;
  shown: number;
  onMore: () => void;
}) {
  if (total <= shown) return null;
  return (
    <Button variant="secondary" onClick={onMore}>
      Toon meer ({total - shown} over)
    </Button>
  );
}
