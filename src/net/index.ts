/**
 * The network guard's public face: fetch that refuses private addresses.
 */
export { checkHost, guardedFetch, RefusedAddress } from "./guarded-fetch.ts";
