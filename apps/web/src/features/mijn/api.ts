// "Mijn superelf": the signed-in participant's teams (GET /api/mijn).
import { mijnPaths, type MijnResponse } from '@clubelf/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const mijnQuery = queryOptions({
  queryKey: ['mijn'],
  queryFn: ({ signal }) => apiGet<MijnResponse>(mijnPaths.mijn, signal),
});
