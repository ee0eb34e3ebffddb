import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDevice,
  deleteDevice,
  fetchCommandLogs,
  fetchDevices,
  sendCommand,
  updateDevice,
  type AddDeviceBody,
  type SendCommandBody,
  type UpdateDeviceBody,
} from '../api/device-management';

const DEVICES_KEY = ['device-management', 'devices'] as const;
const commandLogKey = (imei: string) => ['device-management', 'command-log', imei] as const;

/** The device table; the search runs on the server (name or IMEI). */
export function useDevices(search: string) {
  return useQuery({
    queryKey: [...DEVICES_KEY, search],
    queryFn: ({ signal }) => fetchDevices(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** Add, change and remove devices; each refreshes the table. */
export function useDeviceMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: DEVICES_KEY });
  return {
    add: useMutation({ mutationFn: (body: AddDeviceBody) => addDevice(body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: (body: UpdateDeviceBody) => updateDevice(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteDevice(id), onSuccess: refresh }),
  };
}

export function useCommandLog(imei: string) {
  return useQuery({
    queryKey: commandLogKey(imei),
    queryFn: ({ signal }) => fetchCommandLogs(imei, signal),
  });
}

/** Sends a command and waits for the device; the command log shows it either way. */
export function useSendCommand(imei: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCommandBody) => sendCommand(body),
    onSettled: () => client.invalidateQueries({ queryKey: commandLogKey(imei) }),
  });
}
