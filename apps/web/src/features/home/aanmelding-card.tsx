import { useMutation } from '@tanstack/react-query';
import { Card } from '../../components/card';
import { saveBlob } from '../../lib/save-blob';
import { fetchAanmeldformulier } from '../site';

export const AANMELDFORMULIER_NAAM = 'interesseformulier-superelf.xlsx';

/** Enrolment for next season: the interest form as an .xlsx download. */
export function AanmeldingCard() {
  // Fetched through the API client (the API key rides along), then handed to the browser.
  const download = useMutation({
    mutationFn: fetchAanmeldformulier,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? AANMELDFORMULIER_NAAM),
  });
  return (
    <Card
      title="Aanmelden voor volgend seizoen"
      className="card--aanmelding"
      actions={
        <button
          type="button"
          className="button"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? 'Bezig met downloaden…' : 'Download het interesseformulier (.xlsx)'}
        </button>
      }
    >
      <p>
        Volgend seizoen (weer) meedoen met de Superelf? Download het interesseformulier, vul het in
        en lever het in bij de supportersclub. Wij houden je op de hoogte.
      </p>
    </Card>
  );
}
