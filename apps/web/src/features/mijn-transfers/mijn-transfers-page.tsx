// /dashboard/transfers/{deelnemerId} for a signed-in participant (issue 27, item 3): while the
// organiser's window is open and its deadline has not passed, tap a player out, pick one in by
// name, see the 11 that makes checked live with the engine's Dutch messages beside what breaks,
// and save. Saved transfers can be undone until the deadline; after it they are final. Phone first.
import type { MijnTransfersResponse, RegelCheck, SpelerRow } from '@clubelf/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RegelCheckView } from '../../components/regel-check-view';
import { EmptyState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Combobox } from '../../components/ui/combobox';
import { POSITIE_MEERVOUD } from '../../lib/selectie-summary';
import { useRegelCheck } from '../../lib/use-regel-check';
import {
  afterTransferWrite,
  alleSpelersQuery,
  checkTransfer,
  mijnTransfersQuery,
  saveTransfer,
  undoTransfer,
  type WriteResult,
} from './api';
import { formatDeadline, timeLeft } from '../../lib/transfer-deadline';
import { inKandidaten, resultingElf, type Swap } from './keuze';
import styles from './mijn-transfers-page.module.css';
import { alertClass } from '../../components/ui/alert';

/** `deelnemerId`: the address's part, as the app's router matched it (it owns /dashboard/*). */
/** How far this phone's clock may be behind the server's for the page to see a deadline pass. */
const CLOCK_SKEW_MS = 10 * 60_000;

export function MijnTransfersPage({ deelnemerId }: { deelnemerId: string | undefined }) {
  const id = Number(deelnemerId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return <TransfersVoorTeam key={id} deelnemerId={id} />;
}

/** The clock for the countdown: a new minute now and then is all it needs. */
function useNow(everyMs = 20_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function TransfersVoorTeam({ deelnemerId }: { deelnemerId: number }) {
  const state = useQuery(mijnTransfersQuery(deelnemerId));
  const spelers = useQuery(alleSpelersQuery);
  return (
    <div className={styles.page}>
      <PageHeader title="Transfers">
        {state.data ? (
          <p>
            {state.data.teamName} · {state.data.name}
          </p>
        ) : null}
      </PageHeader>
      <QueryView
        query={state}
        loadingText="Je transfers laden…"
        notFound="Dit team bestaat niet (meer)."
      >
        {(data) => (
          <QueryView query={spelers} loadingText="De spelers laden…">
            {(rows) => <TransferScherm data={data} spelers={rows} />}
          </QueryView>
        )}
      </QueryView>
      <p>
        <Link to="/dashboard">Terug naar Mijn superelf</Link>
      </p>
    </div>
  );
}

/**
 * A failed write, as the page tells it: the server's sentence or each broken rule, and whether
 * reloading helps.
 */
type Failure = Extract<WriteResult<unknown>, { ok: false }>;

function TransferScherm({ data, spelers }: { data: MijnTransfersResponse; spelers: SpelerRow[] }) {
  const queryClient = useQueryClient();
  const now = useNow();
  const byId = new Map(spelers.map((s) => [s.playerId, s]));
  const nameOf = (playerId: number) => byId.get(playerId)?.name ?? `speler ${playerId}`;
  const [outId, setOutId] = useState<number | null>(null);
  const [inId, setInId] = useState<number | null>(null);
  const [zoek, setZoek] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [gedaan, setGedaan] = useState<string | null>(null);
  // On a phone the choice is below the 11: a tap on a player brings it into view, ready to type.
  const erinRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (outId === null) return;
    const section = erinRef.current;
    section?.scrollIntoView({ block: 'nearest' });
    section?.querySelector('input')?.focus({ preventScroll: true });
  }, [outId]);
  // A save's answer shows above the 11: brought into view, wherever the person scrolled to.
  const meldingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure || gedaan) meldingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure, gedaan]);

  const periode = data.transferperiode;
  // The server's clock decides (isOpen); this phone's may be a few minutes off. A window the
  // server calls closed whose deadline is (almost) here is one that has just closed, not one
  // announced for later.
  const deadlinePassed = periode?.sluitOp
    ? timeLeft(periode.sluitOp, now + (periode.isOpen ? 0 : CLOCK_SKEW_MS)) === null
    : false;
  const open = periode !== null && periode.isOpen && !deadlinePassed;
  const full = periode !== null && data.used >= periode.maxTransfers;
  const canPick = open && !full && data.selectie.length > 0;
  const swap: Swap | null =
    outId !== null && inId !== null ? { playerOutId: outId, playerInId: inId } : null;

  const check = useRegelCheck(
    ['mijn', 'check', 'transfers', data.deelnemerId],
    swap ?? { playerOutId: 0, playerInId: 0 },
    (body) => checkTransfer(data.deelnemerId, body),
    swap !== null && open,
  );
  const fouten: RegelCheck['fouten'] = check.kind === 'done' ? check.check.fouten : [];
  const foutenPer = new Map<number, string[]>();
  for (const fout of fouten)
    for (const pid of fout.playerIds)
      foutenPer.set(pid, [...(foutenPer.get(pid) ?? []), fout.message]);

  const reset = () => {
    setOutId(null);
    setInId(null);
    setZoek('');
  };

  const save = useMutation({
    mutationFn: (body: Swap) => saveTransfer(data.deelnemerId, { ...body, version: data.version }),
    onMutate: () => {
      setFailure(null);
      setGedaan(null);
    },
    onSuccess: (result, body) => {
      if (!result.ok) return setFailure(result);
      queryClient.setQueryData(mijnTransfersQuery(data.deelnemerId).queryKey, result.data);
      setGedaan(`${nameOf(body.playerOutId)} eruit, ${nameOf(body.playerInId)} erin: opgeslagen.`);
      reset();
      return afterTransferWrite(queryClient, data.deelnemerId);
    },
  });

  const undo = useMutation({
    mutationFn: (transferId: number) => undoTransfer(data.deelnemerId, transferId, data.version),
    onMutate: () => {
      setFailure(null);
      setGedaan(null);
    },
    onSuccess: (result) => {
      if (!result.ok) return setFailure(result);
      setGedaan('De transfer is teruggedraaid.');
      reset();
      return afterTransferWrite(queryClient, data.deelnemerId);
    },
  });
  const busy = save.isPending || undo.isPending;

  const reload = () => {
    setFailure(null);
    reset();
    void queryClient.invalidateQueries({ queryKey: mijnTransfersQuery(data.deelnemerId).queryKey });
  };

  if (data.selectie.length === 0)
    return <EmptyState>Je team heeft nog geen selectie; transfers komen daarna.</EmptyState>;

  const out = outId !== null ? byId.get(outId) : undefined;
  const kandidaten = out ? inKandidaten(spelers, data.selectie, out, zoek).slice(0, 30) : [];
  const inSpeler = inId !== null ? byId.get(inId) : undefined;
  const elf = resultingElf(data.selectie, swap, (pid) => byId.get(pid)?.position);
  const left = periode?.sluitOp ? timeLeft(periode.sluitOp, now) : null;

  return (
    <>
      <section className={styles.periode} aria-labelledby="transferperiode-titel">
        <h2 id="transferperiode-titel">
          {periode ? `Transferperiode vanaf speelronde ${periode.fromRound}` : 'Transferperiode'}
        </h2>
        {!periode ? (
          <p>
            Er is nu geen transferperiode. De organisatie laat weten wanneer je weer mag wisselen.
          </p>
        ) : open ? (
          <>
            {periode.sluitOp ? (
              <p>
                Sluit <strong>{formatDeadline(periode.sluitOp)}</strong>
                {left ? <span className={styles.countdown}> ({left})</span> : null}. Tot dan kun je
                je transfers nog veranderen.
              </p>
            ) : null}
            <p className={styles.teller}>
              <strong>
                {data.used} van {periode.maxTransfers}
              </strong>{' '}
              transfers gebruikt
            </p>
          </>
        ) : periode.sluitOp && deadlinePassed ? (
          <p role="status">
            De deadline ({formatDeadline(periode.sluitOp)}) is voorbij: je transfers zijn definitief
            en tellen vanaf speelronde {periode.fromRound}.
          </p>
        ) : periode.sluitOp === null ? (
          <p>De organisatie voert de transfers van deze periode in.</p>
        ) : (
          <p>Deze transferperiode is nog niet open. Ze sluit {formatDeadline(periode.sluitOp)}.</p>
        )}
      </section>

      <div ref={meldingRef} className={styles.melding}>
        {failure ? (
          <div className={alertClass('danger')} role="alert">
            {failure.problems.length > 1 ? (
              <>
                <p>Dit kan niet:</p>
                <ul>
                  {failure.problems.map((problem, i) => (
                    <li key={i}>{problem}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{failure.message}</p>
            )}
            {failure.stale ? (
              <Button variant="secondary" size="sm" onClick={reload}>
                Opnieuw laden
              </Button>
            ) : null}
          </div>
        ) : null}
        {gedaan ? (
          <p className={alertClass('success')} role="status">
            {gedaan}
          </p>
        ) : null}
      </div>

      <section className={styles.elf} aria-labelledby="elf-titel">
        <h2 id="elf-titel">{swap ? 'Je elftal na deze transfer' : 'Je elftal'}</h2>
        {canPick ? (
          <p className="muted">
            {out
              ? `${out.name} gaat eruit. Kies hieronder wie erin komt.`
              : 'Tik op de speler die eruit gaat.'}
          </p>
        ) : open && full ? (
          <p className="muted">
            Je hebt alle {periode?.maxTransfers} transfers van deze periode gebruikt. Draai er een
            terug om anders te kiezen.
          </p>
        ) : null}
        {elf.map((group) => (
          <div key={group.positie} className={styles.groep}>
            <h3>{POSITIE_MEERVOUD[group.positie]}</h3>
            <ul>
              {group.plekken.map((plek) => {
                const speler = byId.get(plek.playerId);
                const problemen = foutenPer.get(plek.playerId) ?? [];
                const label = (
                  <>
                    <span className={styles.naam}>{nameOf(plek.playerId)}</span>
                    <span className={styles.club}>
                      {speler?.clubName}
                      {speler?.status === 'vertrokken' ? ' · vertrokken' : ''}
                      {plek.nieuw ? ' · erin' : ''}
                    </span>
                  </>
                );
                return (
                  <li key={plek.playerId} className={plek.nieuw ? styles.nieuw : undefined}>
                    {canPick && !plek.nieuw ? (
                      <button
                        type="button"
                        className={styles.speler}
                        aria-pressed={outId === plek.playerId}
                        disabled={busy}
                        onClick={() => {
                          setOutId(outId === plek.playerId ? null : plek.playerId);
                          setInId(null);
                          setZoek('');
                        }}
                      >
                        {label}
                      </button>
                    ) : (
                      <div className={styles.speler}>{label}</div>
                    )}
                    {problemen.map((message) => (
                      <p key={message} className={styles.probleem}>
                        {message}
                      </p>
                    ))}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>

      {canPick && out ? (
        <section ref={erinRef} className={styles.erin} aria-labelledby="erin-titel">
          <h2 id="erin-titel">Wie komt erin voor {out.name}?</h2>
          <Combobox
            label={`Zoek een ${out.position.toLowerCase()} op naam of club`}
            listLabel="Gevonden spelers"
            items={inSpeler && zoek === inSpeler.name ? [] : kandidaten}
            itemKey={(s) => s.playerId}
            itemText={(s) => s.name}
            renderItem={(s) => (
              <>
                {s.name}{' '}
                <span className={styles.club}>
                  · {s.clubName}
                  {s.status === 'nieuw' ? ' · nieuw' : ''}
                </span>
              </>
            )}
            inputValue={zoek}
            onInputValueChange={(value) => {
              setZoek(value);
              setInId(null);
            }}
            onSelect={(s) => {
              setInId(s.playerId);
              setZoek(s.name);
            }}
            onEscape={() => setZoek(inSpeler?.name ?? '')}
            placeholder="Typ een naam"
            status={
              inSpeler
                ? `${inSpeler.name} (${inSpeler.clubName}) komt erin.`
                : zoek && kandidaten.length === 0
                  ? `Geen ${out.position.toLowerCase()} gevonden.`
                  : ''
            }
          />
          {swap ? (
            <RegelCheckView
              state={check}
              nameOf={nameOf}
              okText="Deze transfer voldoet aan alle regels."
            />
          ) : null}
          <div className={styles.acties}>
            <Button
              loading={save.isPending}
              disabled={!swap || check.kind !== 'done' || !check.check.valid || busy}
              onClick={() => swap && save.mutate(swap)}
            >
              Transfer opslaan
            </Button>
            <Button variant="secondary" disabled={busy} onClick={reset}>
              Annuleren
            </Button>
          </div>
        </section>
      ) : null}

      <section className={styles.gedaan} aria-labelledby="gedaan-titel">
        <h2 id="gedaan-titel">Je transfers in deze periode</h2>
        {data.transfers.length === 0 ? (
          <p className="muted">Nog geen transfers.</p>
        ) : (
          <ul>
            {data.transfers.map((t) => (
              <li key={t.id}>
                <span>
                  <span className={styles.naam}>{nameOf(t.playerOutId)}</span> eruit,{' '}
                  <span className={styles.naam}>{nameOf(t.playerInId)}</span> erin
                  {t.doorOrganisator ? (
                    <span className={styles.club}> · door de organisatie</span>
                  ) : null}
                </span>
                {open ? (
                  <Terugdraaien
                    label={`${nameOf(t.playerOutId)} voor ${nameOf(t.playerInId)}`}
                    disabled={busy}
                    onConfirm={() => undo.mutate(t.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Undo asks once, in place: a tap too many should not cost a transfer. */
function Terugdraaien({
  label,
  disabled,
  onConfirm,
}: {
  label: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled}
        aria-label={`Terugdraaien: ${label}`}
        onClick={() => setAsking(true)}
      >
        Terugdraaien
      </Button>
    );
  return (
    <span className={styles.vraag} role="group" aria-label={`${label} terugdraaien?`}>
      <span>Terugdraaien?</span>
      <Button
        size="sm"
        variant="danger"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Ja, terugdraaien
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
        Nee
      </Button>
    </span>
  );
}
