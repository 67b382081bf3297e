/// <reference types="vite/client" />

/** Build-time settings read by the client (all optional; see README/ARCHITECTURE for what each does). */
interface ImportMetaEnv {
  /** street map tile URL template ({z}/{x}/{y}); unset → the map shows markers without tiles */
  readonly VITE_TILE_URL?: string;
  /** satellite imagery tile URL template; unset → the satellite toggle has no tiles */
  readonly VITE_SATELLITE_TILE_URL?: string;
  /** maps-service URL the shop address is appended to for Directions */
  readonly VITE_DIRECTIONS_URL?: string;
}
