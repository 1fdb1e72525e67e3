export const BEKER_KIND_LABELS = { beker: 'Beker', teambeker: 'Teambeker' } as const;

/** The public page of a cup round. */
export const publicBekerPath = (kind: 'beker' | 'teambeker', id: number) => `/${kind}/${id}`;
