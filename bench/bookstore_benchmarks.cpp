// bench/bookstore_benchmarks.cpp: a list of 1,000 bookstore orders, every library.
//
// The list from bookstore_model.hpp (deterministic), written into a reused
// buffer and read back into a fresh std::vector, for each codec in adapters/:
//
//   build/bench/bench_bookstore --benchmark_repetitions=20 --benchmark_enable_random_interleaving=true
//       --benchmark_out=bookstore.json --benchmark_out_format=json
//   python3 bench/report.py bookstore.json
//
// (one command line; bench/run.sh runs everything that docs/performance.md reports)
#include "alloc_counter.hpp"  // this binary's one replacement of operator new
#include "harness.hpp"

int main(int argc, char** argv) {
  const bench::Orders orders = bookstore::generate_orders(1000);
  return bench::run_workload(argc, argv, "bookstore", orders, &bench::codec::write_orders,
                             &bench::codec::read_orders);
}
