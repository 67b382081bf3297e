import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBlockInput, MoveBlockInput } from '@/domain/shop-blocks';
import { shopOpsKeys } from '../query-keys';
import { createBlock, deleteBlock, fetchBlocks, fetchBlockStaff, moveBlock } from './api';

/** The shop's blocked time on dates [from, to] (shop-local, inclusive). */
export function useShopBlocks(shopId: string, from: string, to: string) {
  return useQuery({
    queryKey: [...shopOpsKeys.blocks(shopId), from, to],
    queryFn: ({ signal }) => fetchBlocks(shopId, from, to, signal).then((data) => data.blocks),
  });
}

/** The team, for the dialog's person list (kept below the shop's key: a refresh reloads it too). */
export function useBlockStaff(shopId: string, enabled = true) {
  return useQuery({
    queryKey: [...shopOpsKeys.shop(shopId), 'block-staff'],
    queryFn: ({ signal }) => fetchBlockStaff(shopId, signal).then((data) => data.members),
    enabled,
  });
}

/**
 * A block or an unblock changes what the calendar, the overview and the lists show: everything below the
 * shop's key is refetched.
 */
export function useCreateBlock(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBlockInput) => createBlock(shopId, input).then((data) => data.block),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) }),
  });
}

export function useDeleteBlock(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => deleteBlock(shopId, blockId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) }),
  });
}

export function useMoveBlock(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blockId, input }: { blockId: string; input: MoveBlockInput }) =>
      moveBlock(shopId, blockId, input).then((data) => data.block),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) }),
  });
}
