/**
 * A participant's name; on a phone the team goes under the name (the team column is hidden
 * there) so the points stay in view without scrolling sideways.
 */
export function NameCell({ name, teamName }: { name: string; teamName: string }) {
  return (
    <td className="name">
      {name}
      <span className="name__team">{teamName}</span>
    </td>
  );
}
