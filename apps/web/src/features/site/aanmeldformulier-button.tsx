import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { saveBlob } from '../../lib/save-blob';
import { fetchAanmeldformulier } from './api';

export const AANMELDFORMULIER_NAAM = 'interesseformulier-superelf.xlsx';

/** The interest form as an .xlsx download (the home card and the closed enrolment page). */
export function AanmeldformulierButton({ secondary = false }: { secondary?: boolean }) {
  // Fetched through the API client (the API key rides along), then handed to the browser.
  const download = useMutation({
    mutationFn: fetchAanmeldformulier,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? AANMELDFORMULIER_NAAM),
  });
  return (
    <Button
      variant={secondary ? 'secondary' : 'primary'}
      onClick={() => download.mutate()}
      loading={download.isPending}
    >
      {download.isPending ? 'Bezig met downloaden…' : 'Download het interesseformulier (.xlsx)'}
    </Button>
  );
}
