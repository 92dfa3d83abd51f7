// bench/alloc_counter.hpp: counts heap allocations made by the benchmark binary.
//
// Include in exactly one translation unit per benchmark binary: it replaces
// the global operator new and delete. Benchmarks read the counters
// (alloc_stats.hpp) around their timed loop and report bytes and allocations
// per call.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>

#include "alloc_stats.hpp"

// The replaced global allocation functions: count, then defer to malloc.
void* operator new(std::size_t n) {
  bench::allocated_bytes.fetch_add(n, std::memory_order_relaxed);
  bench::allocation_count.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void* operator new(std::size_t n, std::align_val_t a) {
  bench::allocated_bytes.fetch_add(n, std::memory_order_relaxed);
  bench::allocation_count.fetch_add(1, std::memory_order_relaxed);
  const std::size_t align = static_cast<std::size_t>(a);
  if (void* p = std::aligned_alloc(align, (n + align - 1) / align * align)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n, std::align_val_t a) { return ::operator new(n, a); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
