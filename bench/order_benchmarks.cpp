// bench/order_benchmarks.cpp: the design sketch's order (about 320 bytes), every library.
//
// Writes into a reused buffer and reads a fresh Order, for each codec in
// adapters/. Run with repetitions and random interleaving (the machine's speed
// drifts), then summarize with report.py:
//
//   build/bench/bench_order --benchmark_repetitions=20 --benchmark_enable_random_interleaving=true
//       --benchmark_out=order.json --benchmark_out_format=json
//   python3 bench/report.py order.json
//
// (one command line; bench/run.sh runs everything that docs/performance.md reports)
#include "alloc_counter.hpp"  // this binary's one replacement of operator new
#include "harness.hpp"

int main(int argc, char** argv) {
  const bench::Order order = bench::sample_order();
  return bench::run_workload(argc, argv, "order", order, &bench::codec::write_order, &bench::codec::read_order);
}
