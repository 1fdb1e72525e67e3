import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { LoadingState } from '../../components/states';
import { DashboardNav } from './layout/dashboard-nav';
import { ClosedSeasonBanner } from './seizoenen/closed-season-banner';
import styles from './dashboard-section.module.css';

/** Each page is its own chunk, so opening one section does not download the others. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = lazyPage(() => import('./home/dashboard-page'), 'DashboardPage');
const SeizoenPage = lazyPage(() => import('./seizoen/seizoen-page'), 'SeizoenPage');
const NextSeasonPage = lazyPage(() => import('./seizoenen/next-season-page'), 'NextSeasonPage');
const ClubsSpelersPage = lazyPage(() => import('./spelers/clubs-spelers-page'), 'ClubsSpelersPage');
const SpeelschemaPage = lazyPage(() => import('./speelschema/speelschema-page'), 'SpeelschemaPage');
const AanmeldingenPage = lazyPage(
  () => import('./aanmeldingen/aanmeldingen-page'),
  'AanmeldingenPage',
);
const DeelnemersPage = lazyPage(() => import('./deelnemers/deelnemers-page'), 'DeelnemersPage');
const InlegPage = lazyPage(() => import('./inleg/inleg-page'), 'InlegPage');
const UitslagenPage = lazyPage(() => import('./uitslagen/uitslagen-page'), 'UitslagenPage');
const UitslagenRondePage = lazyPage(
  () => import('./uitslagen/ronde/ronde-page'),
  'UitslagenRondePage',
);
const BulletinPage = lazyPage(() => import('./bulletin/bulletin-page'), 'BulletinPage');
const BekersPage = lazyPage(() => import('./bekers/bekers-page'), 'BekersPage');
const InhoudPage = lazyPage(() => import('./inhoud/inhoud-page'), 'InhoudPage');
const PrivacyPage = lazyPage(() => import('./privacy/privacy-page'), 'PrivacyPage');
const ImportExportPage = lazyPage(
  () => import('./import-export/import-export-page'),
  'ImportExportPage',
);
const LogboekPage = lazyPage(() => import('./logboek/logboek-page'), 'LogboekPage');
const BackupPage = lazyPage(() => import('./back-up/backup-page'), 'BackupPage');
const BerichtenPage = lazyPage(() => import('./berichten/berichten-page'), 'BerichtenPage');

function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.dashboard}>
      <DashboardNav />
      <div className={styles.page}>
        <ClosedSeasonBanner />
        <Suspense fallback={<LoadingState text="Pagina wordt geladen…" />}>{children}</Suspense>
      </div>
    </div>
  );
}

/** /dashboard itself (the index route: no routes below it to match). */
export function DashboardHome() {
  return (
    <DashboardFrame>
      <DashboardPage />
    </DashboardFrame>
  );
}

/** /dashboard/*: the frame of every organiser page. */
export function DashboardSection() {
  return (
    <DashboardFrame>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="seizoen" element={<SeizoenPage />} />
        <Route path="seizoen/nieuw" element={<NextSeasonPage />} />
        <Route path="spelers" element={<ClubsSpelersPage />} />
        <Route path="speelschema" element={<SpeelschemaPage />} />
        <Route path="aanmeldingen" element={<AanmeldingenPage />} />
        <Route path="deelnemers" element={<DeelnemersPage />} />
        <Route path="inleg" element={<InlegPage />} />
        <Route path="uitslagen" element={<UitslagenPage />} />
        <Route path="uitslagen/ronde/:ronde" element={<UitslagenRondePage />} />
        <Route path="bulletin" element={<BulletinPage />} />
        <Route path="bekers" element={<BekersPage />} />
        <Route path="inhoud" element={<InhoudPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="import-export" element={<ImportExportPage />} />
        <Route path="logboek" element={<LogboekPage />} />
        <Route path="back-up" element={<BackupPage />} />
        <Route path="berichten" element={<BerichtenPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </DashboardFrame>
  );
}
