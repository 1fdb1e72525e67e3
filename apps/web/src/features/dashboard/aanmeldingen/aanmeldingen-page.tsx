import { PageHeader } from '../../../components/page-header';
import { WithSeason } from '../components/with-season';
import { AanmeldingInstellingenCard, OpenState } from './aanmelding-instellingen-card';
import { AanmeldingenInbox } from './aanmeldingen-inbox';
import formStyles from '../components/form.module.css';

/** /dashboard/aanmeldingen: the enrolments from the site's form, and when the form is open. */
export function AanmeldingenPage() {
  return (
    <>
      <PageHeader title="Aanmeldingen">
        <p>
          Wie zich via het formulier op de site heeft aangemeld: accepteer een aanmelding (dan is
          het een deelnemer met deze selectie), vraag om een wijziging of weiger haar.
        </p>
      </PageHeader>
      <WithSeason>
        {() => (
          <div className={formStyles.stack}>
            <OpenState />
            <AanmeldingenInbox />
            <AanmeldingInstellingenCard />
          </div>
        )}
      </WithSeason>
    </>
  );
}
