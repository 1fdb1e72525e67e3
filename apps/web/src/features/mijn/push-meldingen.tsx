// "Meldingen op dit apparaat" in the Berichten card (issue 28, item 3): this browser's push
// subscription, switched on only by a tap (the permission is asked then, never on load), and per
// kind whether it comes as a notification. The service worker (public/push-sw.js) shows them.
import type { BerichtSoort, BerichtVoorkeuren } from '@clubelf/contract';
import { BERICHT_SOORTEN, BERICHT_SOORT_LABELS } from '@clubelf/contract/constants';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { deletePushAbonnement, keyBytes, pushSleutel, savePushAbonnement } from './push-api';
import styles from './berichten-card.module.css';
import { alertClass } from '../../components/ui/alert';

type Stand = 'laden' | 'niet-mogelijk' | 'geblokkeerd' | 'uit' | 'aan';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

async function currentStand(): Promise<Stand> {
  if (!supported()) return 'niet-mogelijk';
  if (Notification.permission === 'denied') return 'geblokkeerd';
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  return sub ? 'aan' : 'uit';
}

const TEXTS = {
  nietMogelijk:
    'Deze browser kan geen meldingen ontvangen. Op een iPhone of iPad: zet de site eerst op je beginscherm (Deel, Zet op beginscherm) en open hem van daar.',
  geblokkeerd:
    'Je hebt meldingen van deze site geblokkeerd. Sta ze toe in de instellingen van je browser en probeer het daarna opnieuw.',
  geenWorker: 'De app is nog niet helemaal geladen. Herlaad de pagina en probeer het opnieuw.',
  dienst: 'Je browser kon zich niet aanmelden bij zijn meldingendienst. Probeer het later opnieuw.',
  server: 'Er ging iets mis bij het opslaan. Controleer je verbinding en probeer het opnieuw.',
} as const;

export function PushMeldingen({
  voorkeuren,
  disabled,
  onChange,
}: {
  voorkeuren: BerichtVoorkeuren;
  disabled: boolean;
  onChange: (voorkeuren: BerichtVoorkeuren) => void;
}) {
  const [stand, setStand] = useState<Stand>('laden');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void currentStand().then((s) => live && setStand(s));
    return () => {
      live = false;
    };
  }, []);

  async function switchOn() {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setStand(permission === 'denied' ? 'geblokkeerd' : 'uit');
        return;
      }
      const reg = await registration();
      if (!reg) {
        setProblem(TEXTS.geenWorker);
        return;
      }
      const { publicKey } = await pushSleutel();
      let sub: PushSubscription;
      try {
        sub =
          (await reg.pushManager.getSubscription()) ??
          (await reg.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(publicKey),
          }));
      } catch {
        setProblem(TEXTS.dienst);
        return;
      }
      const json = sub.toJSON();
      await savePushAbonnement({
        endpoint: sub.endpoint,
        expirationTime: sub.expirationTime,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setStand('aan');
      // The first device: every kind comes as a notification until the person says otherwise.
      if (!BERICHT_SOORTEN.some((s) => voorkeuren[s].push)) {
        const all = { ...voorkeuren };
        for (const s of BERICHT_SOORTEN) all[s] = { ...all[s], push: true };
        onChange(all);
      }
    } catch {
      setProblem(TEXTS.server);
    } finally {
      setBusy(false);
    }
  }

  async function switchOff() {
    setBusy(true);
    setProblem(null);
    try {
      const sub = await (await registration())?.pushManager.getSubscription();
      if (sub) {
        await deletePushAbonnement(sub.endpoint);
        await sub.unsubscribe();
      }
      setStand('uit');
    } catch {
      setProblem(TEXTS.server);
    } finally {
      setBusy(false);
    }
  }

  function toggle(soort: BerichtSoort, push: boolean) {
    onChange({ ...voorkeuren, [soort]: { ...voorkeuren[soort], push } });
  }

  return (
    <div className={styles.push} aria-labelledby="meldingen-titel" role="group">
      <h3 id="meldingen-titel">Meldingen op dit apparaat</h3>
      {stand === 'laden' && <p className={styles.hint}>Even kijken wat deze browser kan…</p>}
      {stand === 'niet-mogelijk' && <p className={styles.hint}>{TEXTS.nietMogelijk}</p>}
      {stand === 'geblokkeerd' && <p className={styles.hint}>{TEXTS.geblokkeerd}</p>}
      {stand === 'uit' && (
        <>
          <p className={styles.hint}>
            Krijg een melding op deze telefoon of computer, ook als de site niet open is.
          </p>
          <div>
            <Button onClick={() => void switchOn()} loading={busy}>
              Meldingen aanzetten
            </Button>
          </div>
        </>
      )}
      {stand === 'aan' && (
        <>
          <p className={styles.hint} role="status">
            Meldingen staan aan op dit apparaat.
          </p>
          <fieldset className={styles.kinds} disabled={disabled || busy}>
            <legend className="sr-only">Welke berichten je als melding krijgt</legend>
            {BERICHT_SOORTEN.map((soort) => (
              <label key={soort} className={styles.kind}>
                <input
                  type="checkbox"
                  checked={voorkeuren[soort].push}
                  onChange={(e) => toggle(soort, e.target.checked)}
                />
                <span>{BERICHT_SOORT_LABELS[soort]}</span>
              </label>
            ))}
          </fieldset>
          <div>
            <Button variant="secondary" onClick={() => void switchOff()} loading={busy}>
              Meldingen uitzetten op dit apparaat
            </Button>
          </div>
        </>
      )}
      {problem && (
        <div className={alertClass('danger')} role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
