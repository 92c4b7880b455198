import { useQueryClient } from '../../../lib/query/provider';
import { useQuery } from '../../../lib/query/use-query';
import { useMutation } from '../../../lib/query/use-mutation';
import type { OpportunityTagDto, TagListDto } from '@server/modules/opportunities/opportunities.dto';
import type { CreateTagInput } from '@shared/tag-schemas';
import { apiRequest } from '../../../lib/api-client';

// Issue 41: the tags of the create and edit dialog. Every tag, to choose from; a new one made
// from the dialog; and an opportunity's tags set to the ones chosen once it is saved.
const TAGS_KEY = ['admin', 'opportunity-tags'] as const;

export function useAllTags() {
  return useQuery({
    queryKey: TAGS_KEY,
    queryFn: ({ signal }) => apiRequest<TagListDto>('/opportunity-tags', { signal }),
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) =>
      apiRequest<OpportunityTagDto>('/admin/opportunity-tags', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}

const tagPath = (opportunityId: string, tagId: string) =>
  `/admin/opportunities/${encodeURIComponent(opportunityId)}/tags/${encodeURIComponent(tagId)}`;

// The tags added and taken away, one call each (the tag API's own; a tag already there or
// already gone is no error).
export async function setOpportunityTags(opportunityId: string, before: readonly string[], after: readonly string[]) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  await Promise.all([
    ...added.map((tagId) => apiRequest<TagListDto>(tagPath(opportunityId, tagId), { method: 'PUT' })),
    ...removed.map((tagId) => apiRequest<TagListDto>(tagPath(opportunityId, tagId), { method: 'DELETE' })),
  ]);
}
