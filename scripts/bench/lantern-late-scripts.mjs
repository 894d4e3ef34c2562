// What Lighthouse's simulated LCP charges a page for scripts that ran only after its largest paint.
//
// Lantern (Lighthouse's simulator) builds the LCP from the real load: requests that ended before the real largest
// paint are taken as needed for it, except scripts whose evaluation started after that paint. But it only sees an
// evaluation that was a main-thread task of 10 ms or more: shorter tasks are pruned from its graph, and a script
// left without one is kept, as if the paint had waited for it. On a fast machine the framework's own chunks
// evaluate in a few ms each, so a page that paints after they have downloaded (any page with a stylesheet and a
// real layout, on the loopback interface) is charged their whole download on the simulated slow network.
//
// `lcpWithoutLateScripts` computes Lantern's LCP again from the same run with those scripts left out: the scripts
// the trace shows evaluating only after the real LCP. A diagnostic printed beside Lighthouse's own figure (see
// docs/performance.md), not a replacement for it. It reaches into Lighthouse's internals (a computed artifact and
// one static method of Lantern's FCP metric, restored at once): when a Lighthouse update moves them, it returns
// null and the bench prints no figure rather than failing.
// Imported when called, not at the top: a path that a Lighthouse update moved fails this figure, not the bench.
const internals = () =>
  Promise.all([
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
    import('lighthouse/core/computed/load-simulator.js'),
    import('lighthouse/core/lib/lantern/lantern.js'),
  ]).then(([{ LanternLargestContentfulPaint }, { LoadSimulator }, Lantern]) => ({ LanternLargestContentfulPaint, LoadSimulator, Lantern }));

async function lanternLcp({ LanternLargestContentfulPaint, LoadSimulator }, artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const devtoolsLog = artifacts.DevtoolsLog;
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const data = { trace: artifacts.Trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [] };
  return (await LanternLargestContentfulPaint.request(data, context)).timing;
}

/** Lantern's LCP without the scripts that the trace shows evaluating only after the real largest paint, in ms. */
export async function lcpWithoutLateScripts(artifacts, settings) {
  const lighthouse = await internals().catch(() => null);
  const fcpMetric = lighthouse?.Lantern.Metrics?.FirstContentfulPaint;
  if (!fcpMetric?.getRenderBlockingNodeData || !artifacts?.Trace) return null;
  const firstEvaluation = new Map();
  for (const event of artifacts.Trace.traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (url && !firstEvaluation.has(url)) firstEvaluation.set(url, event.ts);
  }
  const original = fcpMetric.getRenderBlockingNodeData;
  fcpMetric.getRenderBlockingNodeData = function withLateScripts(graph, options) {
    const data = original.call(this, graph, options);
    graph.traverse((node) => {
      if (node.type !== 'network' || node.request.resourceType !== 'Script') return;
      const ts = firstEvaluation.get(node.request.url);
      if (ts !== undefined && ts > options.cutoffTimestamp) data.definitelyNotRenderBlockingScriptUrls.add(node.request.url);
    });
    return data;
  };
  try {
    return Math.round(await lanternLcp(lighthouse, artifacts, settings));
  } catch {
    return null;
  } finally {
    fcpMetric.getRenderBlockingNodeData = original;
  }
}
