// Issue 26, on SQLite and PostgreSQL: a participant without a selection (as a new season's
// carried-over participants are) enrols through the prefilled form the organiser sent him. His
// name in his team is no obstacle, and accepting gives him his 11 instead of a second
// participant; once he has them, the same name is taken again.
import type { OrganiserDeelnemer } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrolmentServer } from '../../public/aanmeldingen/test/enrolment-client';

let t: Awaited<ReturnType<typeof startEnrolmentServer>>;

beforeAll(async () => {
  t = await startEnrolmentServer('Mee');
});
afterAll(() => t.server.close());

const deelnemers = () => t.client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);

describe('the enrolment of a participant without a selection', () => {
  it('is taken, and accepting it gives him his 11 instead of a new participant', async () => {
    const carla = await t.client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.deelnemers,
      { name: 'Carla Meeneem', teamName: 'Meeneemteam', subcompetities: [], email: null },
      201,
    );
    const count = (await deelnemers()).length;
    const body = t.enrolment({ naam: 'Carla Meeneem', teamnaam: 'Meeneemteam' });
    const sent = await t.enrol(body);
    expect(sent.status, sent.text).toBe(201);
    const entry = (await t.inbox()).find((a) => a.naam === 'Carla Meeneem')!;
    expect(entry.check).toEqual({ valid: true, fouten: [] });

    const accepted = await t.client.call('POST', organiserPaths.aanmeldingAccepteren(entry.id), {
      version: entry.version,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await t.inbox()).find((a) => a.id === entry.id)?.deelnemerId).toBe(carla.id);
    const after = await deelnemers();
    expect(after).toHaveLength(count);
    expect(after.find((d) => d.id === carla.id)?.selectie).toEqual(body.spelerIds);

    const again = await t.enrol(t.enrolment({ naam: 'Carla Meeneem', teamnaam: 'Meeneemteam' }));
    expect(again.status).toBe(400);
    expect(again.text).toContain('Team Meeneemteam heeft al een deelnemer Carla Meeneem');
  });
});
