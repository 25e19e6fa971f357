/**
 * Window event fired after the portal changed the URL through the History API (`navigate` in
 * src/router/navigation.ts fires it). Here, below the router, so the element layer's page-view
 * tracking and the navigation screen can listen for it without importing the router.
 */
export const LOCATION_CHANGED = 'kfp-location-changed';
