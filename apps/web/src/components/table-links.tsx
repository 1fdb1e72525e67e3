import { Link } from 'react-router';
import { useSiteLinks } from '../lib/site-links';

// The names in a table are links to their pages (issue 9). Small components rather than hooks in
// the column definitions, so a column's cell can stay a plain function of its row.

/** A participant's name, leading to their page. */
export function DeelnemerLink({ id, name }: { id: number; name: string }) {
  return <Link to={useSiteLinks().deelnemer(id)}>{name}</Link>;
}

/** A player's name, leading to their page. */
export function SpelerLink({ id, name }: { id: number; name: string }) {
  return <Link to={useSiteLinks().speler(id)}>{name}</Link>;
}

/** A club's name, leading to its matches when the row knows the club's id. */
export function ClubLink({ id, name }: { id?: number | undefined; name: string }) {
  const links = useSiteLinks();
  return id === undefined ? <>{name}</> : <Link to={links.club(id)}>{name}</Link>;
}
