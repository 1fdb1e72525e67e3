import type { ImportPreview, ImportRow } from '@clubelf/contract';
import { IMPORT_KIND_LABELS } from '@clubelf/contract/organiser/import-paths';
import { TableScroll } from '../../../components/ui/table';
import alertStyles from '../components/alert.module.css';
import formStyles from '../components/form.module.css';
import styles from './import-preview-view.module.css';
import { alertClass } from '../../../components/ui/alert';

const ACTION_TEXT = { create: 'nieuw', replace: 'vervangt' } as const;

function Problems({ row }: { row: ImportRow }) {
  return (
    <ul className={styles.problems}>
      {row.problems.map((p, i) => (
        <li key={i}>
          {/* The message may already start with its column ('Keeper: onbekende speler ...'). */}
          {p.column && !p.message.startsWith(`${p.column}:`) ? <strong>{p.column}: </strong> : null}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

/** What an import would do: every refused row with its reasons, then the rows it would write. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const refused = preview.rows.filter((r) => r.status === 'refused');
  const accepted = preview.rows.filter((r) => r.status === 'accepted');
  return (
    <div className="import-preview">
      <p className={formStyles.summary}>
        {IMPORT_KIND_LABELS[preview.kind]} uit {preview.fileName} (blad {preview.sheetName}
        {preview.ronde ? `, speelronde ${preview.ronde}` : ''}): {accepted.length}{' '}
        {accepted.length === 1 ? 'rij wordt' : 'rijen worden'} ingelezen, {refused.length}{' '}
        {refused.length === 1 ? 'rij wordt' : 'rijen worden'} geweigerd.
      </p>
      {preview.warnings.length > 0 ? (
        <div className={alertClass('warning')}>
          <p className={alertStyles.title}>Let op:</p>
          <ul className={alertStyles.list}>
            {preview.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <section aria-labelledby="geweigerde-rijen">
          <h3 id="geweigerde-rijen">Geweigerde rijen ({refused.length})</h3>
          <TableScroll label="Geweigerde rijen">
            <table className={`table table--compact ${styles.refused}`}>
              <caption className="sr-only">Geweigerde rijen met de reden</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Rij
                  </th>
                  <th scope="col">Inhoud</th>
                  <th scope="col">Waarom geweigerd</th>
                </tr>
              </thead>
              <tbody>
                {refused.map((r) => (
                  <tr key={r.row}>
                    <td className="num">{r.row}</td>
                    <td>{r.label}</td>
                    <td>
                      <Problems row={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : (
        <p className={styles.ok}>✓ Geen enkele rij wordt geweigerd.</p>
      )}
      {accepted.length > 0 ? (
        <details className={styles.accepted}>
          <summary>Rijen die worden ingelezen ({accepted.length})</summary>
          <TableScroll label="Rijen die worden ingelezen">
            <table className="table table--compact">
              <caption className="sr-only">Rijen die worden ingelezen</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Rij
                  </th>
                  <th scope="col">Inhoud</th>
                  <th scope="col">Wat</th>
                  <th scope="col">Opmerkingen</th>
                </tr>
              </thead>
              <tbody>
                {accepted.map((r) => (
                  <tr key={r.row}>
                    <td className="num">{r.row}</td>
                    <td>{r.label}</td>
                    <td>{r.action ? ACTION_TEXT[r.action] : ''}</td>
                    <td>{r.notes.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      ) : null}
    </div>
  );
}
