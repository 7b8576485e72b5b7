import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { userQuery } from '#client/features/auth/api.ts';
import type { PasswordChangeInput, ProfileInput } from '#shared/schemas/profile.ts';
import type { ShippingSettingsInput } from '#shared/schemas/shipping-settings.ts';
import type { PublicUser } from '#shared/user.ts';

/** PUT /api/user: the answer is the signed-in user as stored, which the whole app then shows. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiJson<PublicUser>('PUT', '/api/user', input),
    onSuccess: (user) => {
      qc.setQueryData(userQuery.queryKey, user);
      toast({ title: 'Profile updated', description: 'Your account information has been saved.', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Update failed', description: serverMessage(error, 'Your profile could not be saved. Please try again.'), variant: 'destructive' }),
  });
}

/** PUT /api/user/password: sent once (a repeat after a lost answer would meet the new password). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson<{ message: string }>('PUT', '/api/user/password', input),
    onSuccess: ({ message }) => toast({ title: 'Password changed', description: message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Password change failed',
        description: serverMessage(error, 'Your password could not be changed. Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** PUT /api/user/shipping-settings: the answer is the signed-in user with the settings, the key masked. */
export function useSaveShippingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingSettingsInput) => apiJson<PublicUser>('PUT', '/api/user/shipping-settings', input),
    onSuccess: (user, input) => {
      qc.setQueryData(userQuery.queryKey, user);
      const description = input.removeUspsApiKey
        ? 'Your USPS API key has been removed. Your labels are bought on Heartland Market’s carrier.'
        : user.uspsEnabled
          ? 'Labels for your packages are now bought on your USPS account.'
          : 'Your shipping settings have been saved. Labels are bought on Heartland Market’s carrier until you turn USPS on.';
      toast({ title: 'Shipping settings updated', description, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: serverMessage(error, 'Your shipping settings could not be saved. Please try again.'),
        variant: 'destructive',
      }),
  });
}
