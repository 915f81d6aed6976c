import { lazy } from 'react';

/** `LiveWatch` (live.ts), downloaded only when a screen renders it. */
export const LazyLiveWatch = lazy(() => import(/* webpackChunkName: "live" */ './live').then((module) => ({ default: module.LiveWatch })));
