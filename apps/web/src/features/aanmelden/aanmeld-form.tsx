import type { AanmeldingOpen, AanmeldingProbleem, MijnResponse } from '@clubelf/contract';
import { nameProblems, normaliseNameText } from '@clubelf/contract/name-rule';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { sendAanmelding, type AanmeldingBody } from './api';
import styles from './aanmeld-form.module.css';
import { Honeypot } from './honeypot';
import { periodeTekst } from './periode';
import { sortProblems, type AanmeldField } from './problems';
import { SelectieKiezer } from './selectie-kiezer';
import { TekstVeld } from './tekst-veld';
import { Button } from '../../components/ui/button';
import { alertClass } from '../../components/ui/alert';
import { fieldErrorClass } from '../../components/ui/field';

interface AanmeldFormProps {
  open: AanmeldingOpen;
  /** The enrolment is in: its reference code. */
  onAangemeld: (referentie: string) => void;
  /** A signed-in participant (issue 27): what is known of them, and the enrolment is theirs. */
  bekend?: MijnResponse['aanmelden'] | undefined;
}

type Invoer = Omit<AanmeldingBody, 'telefoon' | 'subcompetities' | 'website'> & {
  telefoon: string;
  subcompetities: string[];
  website: string;
};

const LEEG: Invoer = {
  naam: '',
  teamnaam: '',
  email: '',
  telefoon: '',
  subcompetities: [],
  spelerIds: [],
  toestemming: false,
  website: '',
};

/**
 * What the server answered when it did not take the enrolment: every problem (400), or one
 * sentence about the whole (closed, too many attempts).
 */
interface Weigering {
  message: string | null;
  problems: AanmeldingProbleem[];
}

/**
 * A link the organiser sends a carried-over participant (issue 26) fills in what he knows:
 * `?naam=…&team=…&email=…`. Only a start: the visitor checks and changes it before sending.
 */
export function prefilled(params: URLSearchParams, bekend?: MijnResponse['aanmelden']): Invoer {
  // The link's value first (the organiser chose it), else what the signed-in person's account knows.
  const take = (key: string, known?: string | null) =>
    (params.get(key) || (known ?? '')).slice(0, 200);
  return {
    ...LEEG,
    naam: take('naam', bekend?.naam),
    teamnaam: take('team'),
    email: take('email', bekend?.email),
    telefoon: take('telefoon', bekend?.telefoon),
  };
}

const fieldOf = (problem: AanmeldingProbleem) => (problem.field ?? '').split('.')[0];

/** The name rule's problems with the name fields, worded as the server words them. */
function localNameProblems(invoer: { naam: string; teamnaam: string }): AanmeldingProbleem[] {
  return (['naam', 'teamnaam'] as const).flatMap((field) =>
    nameProblems(normaliseNameText(invoer[field])).map((message) => ({
      field,
      rule: null,
      message: `${field} ${message}`,
      playerIds: [],
    })),
  );
}

/**
 * The enrolment form. The server decides (the organiser's own rules); every problem it names
 * shows next to its field and in a summary at the top. Nothing typed is lost on an error.
 */
export function AanmeldForm({ open, onAangemeld, bekend }: AanmeldFormProps) {
  const id = useId();
  const [params] = useSearchParams();
  const [invoer, setInvoer] = useState<Invoer>(() => prefilled(params, bekend));
  const [weigering, setWeigering] = useState<Weigering | null>(null);
  /** Refusals so far: each moves the focus to the summary. */
  const [weigeringen, setWeigeringen] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: sendAanmelding });

  const sorted = sortProblems(weigering?.problems ?? []);
  const errorsOf = (field: AanmeldField) => sorted.fields[field] ?? [];

  // A new refusal: the summary is read first, on a phone scrolled into view.
  useEffect(() => {
    if (weigeringen > 0) summaryRef.current?.focus();
  }, [weigeringen]);

  /** A change clears the problems about that field: they were about what it said before. */
  function change<K extends keyof Invoer>(field: K, value: Invoer[K]) {
    setInvoer((current) => ({ ...current, [field]: value }));
    setWeigering((current) =>
      current && current.problems.some((p) => fieldOf(p) === field)
        ? { ...current, problems: current.problems.filter((p) => fieldOf(p) !== field) }
        : current,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const body: AanmeldingBody = {
      naam: invoer.naam,
      teamnaam: invoer.teamnaam,
      email: invoer.email,
      ...(invoer.telefoon.trim() ? { telefoon: invoer.telefoon } : {}),
      ...(invoer.subcompetities.length > 0 ? { subcompetities: invoer.subcompetities } : {}),
      spelerIds: invoer.spelerIds,
      toestemming: invoer.toestemming,
      website: invoer.website,
    };
    // A name the server would refuse (the contract's name rule): said at once, nothing sent.
    const naamFouten = localNameProblems(invoer);
    if (naamFouten.length > 0) {
      setWeigering({ message: null, problems: naamFouten });
      setWeigeringen((n) => n + 1);
      return;
    }
    const result = await send
      .mutateAsync({ body, signedIn: bekend !== undefined })
      .catch(() => null);
    // No answer at all: the one error handler has shown its notice; the form stays as it is.
    if (!result) return;
    if (result.ok) {
      setInvoer(LEEG);
      onAangemeld(result.data.referentie);
      return;
    }
    setWeigering(
      result.problems.length > 0
        ? { message: null, problems: result.problems }
        : { message: result.message, problems: [] },
    );
    setWeigeringen((n) => n + 1);
  }

  const periode = periodeTekst(open.vanaf, open.tot);
  const max = open.maxTeamsPerPersoon;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.intro}>
        <p>
          Vul je gegevens in en kies je 11 spelers. De organisatie bekijkt je aanmelding; met de
          code die je na het versturen krijgt, zie je hoe het ermee staat.
          {periode ? ` Aanmelden kan ${periode}.` : null}
        </p>
        {max > 1 ? <p className={styles.perPersoon}>Je mag tot {max} teams aanmelden.</p> : null}
      </div>

      {weigering?.message || sorted.summary.length > 0 ? (
        <div
          ref={summaryRef}
          className={alertClass('danger', styles.summary)}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${id}-summary`}
        >
          <p id={`${id}-summary`} className={styles.summaryTitle}>
            {weigering?.message ?? 'Je aanmelding is nog niet verstuurd. Dit klopt nog niet:'}
          </p>
          {sorted.summary.length > 0 ? (
            <ul>
              {sorted.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className={styles.columns}>
        <Card title="Jouw gegevens">
          <TekstVeld
            label="Naam"
            hint="Zo kom je in de tussenstand."
            value={invoer.naam}
            onChange={(v) => change('naam', v)}
            errors={errorsOf('naam')}
            autoComplete="name"
          />
          <TekstVeld
            label="Teamnaam"
            hint={
              open.teams.length > 0
                ? 'Het team in de teamcompetitie: kies een bestaand team of typ een nieuwe naam.'
                : 'Het team in de teamcompetitie: typ een naam.'
            }
            value={invoer.teamnaam}
            onChange={(v) => change('teamnaam', v)}
            errors={errorsOf('teamnaam')}
            autoComplete="off"
            suggestions={open.teams}
          />
          <TekstVeld
            label="E-mail"
            hint="Alleen voor de organisatie, nooit op de site."
            type="email"
            inputMode="email"
            value={invoer.email}
            onChange={(v) => change('email', v)}
            errors={errorsOf('email')}
            autoComplete="email"
          />
          <TekstVeld
            label="Telefoon (optioneel)"
            type="tel"
            inputMode="tel"
            value={invoer.telefoon}
            onChange={(v) => change('telefoon', v)}
            errors={errorsOf('telefoon')}
            autoComplete="tel"
          />
          {open.subcompetities.length > 0 ? (
            <fieldset
              className={styles.fieldset}
              aria-describedby={errorsOf('subcompetities').length ? `${id}-sub-fout` : undefined}
            >
              <legend>Subcompetities (optioneel)</legend>
              {open.subcompetities.map((naam) => (
                <label key={naam} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={invoer.subcompetities.includes(naam)}
                    onChange={(e) =>
                      change(
                        'subcompetities',
                        e.target.checked
                          ? [...invoer.subcompetities, naam]
                          : invoer.subcompetities.filter((s) => s !== naam),
                      )
                    }
                  />
                  {naam}
                </label>
              ))}
              {errorsOf('subcompetities').map((message) => (
                <p key={message} id={`${id}-sub-fout`} className={fieldErrorClass}>
                  {message}
                </p>
              ))}
            </fieldset>
          ) : null}
        </Card>

        <Card title="Je selectie">
          <SelectieKiezer
            open={open}
            chosen={invoer.spelerIds}
            onChange={(ids) => change('spelerIds', ids)}
            errors={errorsOf('spelerIds')}
            foutIds={sorted.playerIds}
          />
        </Card>
      </div>

      <Card title="Versturen">
        <div className={styles.toestemming}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={invoer.toestemming}
              onChange={(e) => change('toestemming', e.target.checked)}
              aria-invalid={errorsOf('toestemming').length > 0 || undefined}
              aria-describedby={errorsOf('toestemming').length ? `${id}-toestemming` : undefined}
            />
            <span>
              Ik ga akkoord met de{' '}
              <Link to="/info/privacy" target="_blank" rel="noopener">
                privacyverklaring
              </Link>
            </span>
          </label>
          <p className="muted">
            We bewaren je e-mailadres en telefoonnummer alleen om contact met je te houden over de
            Superelf.
          </p>
          {errorsOf('toestemming').map((message) => (
            <p key={message} id={`${id}-toestemming`} className={fieldErrorClass}>
              {message}
            </p>
          ))}
        </div>
        <Honeypot value={invoer.website} onChange={(v) => change('website', v)} />
        {sorted.general.length > 0 ? (
          <ul className={styles.general}>
            {sorted.general.map((message) => (
              <li key={message} className={fieldErrorClass}>
                {message}
              </li>
            ))}
          </ul>
        ) : null}
        <Button type="submit" className={styles.submit} disabled={send.isPending}>
          {send.isPending ? 'Bezig met versturen…' : 'Aanmelden'}
        </Button>
      </Card>
    </form>
  );
}
