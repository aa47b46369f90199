/**
 * The ice bath's outside size in millimetres: the slatted frame, without its chiller beside it.
 * Its own module, without words or pictures, so that the 3D model of the bath (and so the key of
 * each of its rendered pictures) depends on the size and nothing else of the ice bath's page.
 */
export const ICE_BATH_OUTSIDE = { width: 1700, depth: 800, height: 700 } as const;
