import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFence,
  editFence,
  FENCES_KEY,
  fetchFences,
  removeFence,
  type AddFenceBody,
  type EditFenceBody,
} from '../../api/fences';

export function useFences() {
  return useQuery({ queryKey: FENCES_KEY, queryFn: ({ signal }) => fetchFences(signal) });
}

/** Add, edit and remove; each refreshes every list of fences (pages and map). */
export function useFenceMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: FENCES_KEY });
  return {
    add: useMutation({ mutationFn: (body: AddFenceBody) => addFence(body), onSuccess: refresh }),
    edit: useMutation({ mutationFn: (body: EditFenceBody) => editFence(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => removeFence(id), onSuccess: refresh }),
  };
}
