import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { profileMediaQueryKey } from './get-profile-media';

// D33: every change to the person's photo, gallery or links, answered by a fresh read of them
// (the server decides positions and recognises links).
type Change =
  | { type: 'remove-photo' }
  | { type: 'remove-image'; id: string }
  | { type: 'caption'; id: string; caption: string | null }
  | { type: 'order'; ids: string[] }
  | { type: 'links'; links: string[] };

function send(change: Change): Promise<unknown> {
  switch (change.type) {
    case 'remove-photo':
      return apiRequest('/profile/media/photo', { method: 'DELETE' });
    case 'remove-image':
      return apiRequest(`/profile/media/gallery/${change.id}`, { method: 'DELETE' });
    case 'caption':
      return apiRequest(`/profile/media/gallery/${change.id}`, { method: 'PATCH', body: { caption: change.caption } });
    case 'order':
      return apiRequest('/profile/media/gallery/order', { method: 'PUT', body: { ids: change.ids } });
    case 'links':
      return apiRequest('/profile/media/links', { method: 'PUT', body: { links: change.links } });
  }
}

export function useChangeProfileMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileMediaQueryKey }),
  });
}
