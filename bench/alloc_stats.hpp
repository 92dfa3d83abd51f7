// bench/alloc_stats.hpp: the heap counters that alloc_counter.hpp fills.
//
// Any translation unit may include this header to read the counters (or, for
// a library whose allocator bypasses operator new, to add to them). Only the
// one translation unit per binary that includes alloc_counter.hpp replaces
// operator new and delete.
#pragma once

#include <atomic>
#include <cstddef>

namespace bench {

inline std::atomic<std::size_t> allocated_bytes{0};
inline std::atomic<std::size_t> allocation_count{0};

/// Records one allocation of n bytes made outside operator new.
inline void count_allocation(std::size_t n) noexcept {
  allocated_bytes.fetch_add(n, std::memory_order_relaxed);
  allocation_count.fetch_add(1, std::memory_order_relaxed);
}

struct alloc_snapshot {
  std::size_t bytes;
  std::size_t count;
  static alloc_snapshot now() noexcept {
    return {allocated_bytes.load(std::memory_order_relaxed), allocation_count.load(std::memory_order_relaxed)};
  }
};

}  // namespace bench
