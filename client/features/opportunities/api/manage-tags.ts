import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { OpportunityTagDto, TagListDto } from '@server/modules/opportunities/opportunities.dto';
import type { CreateTagInput } from '@shared/tag-schemas';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

// spec §7 tags (admin): create a tag, add one to an opportunity, remove one from it.

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) =>
      apiRequest<OpportunityTagDto>('/admin/opportunity-tags', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.tags }),
  });
}

function tagPath(opportunityId: string, tagId: string) {
  return `/admin/opportunities/${encodeURIComponent(opportunityId)}/tags/${encodeURIComponent(tagId)}`;
}

export function useAddTag(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => apiRequest<TagListDto>(tagPath(opportunityId, tagId), { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}

export function useRemoveTag(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => apiRequest<TagListDto>(tagPath(opportunityId, tagId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
