import { CHANNEL_PERMISSIONS, type ChannelPermission } from '../channels/registry';

/** What an API client may do, one permission per contract capability: each channel's, from its registry row. */
export const PERMISSIONS = CHANNEL_PERMISSIONS;
export type Permission = ChannelPermission;
