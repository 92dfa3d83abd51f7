// test/runtime/counted_new.hpp: every heap allocation of the test program,
// counted in tidyjson_test::allocations. It defines the replaceable global
// operator new and delete, so one file of each test program includes it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace tidyjson_test {
inline std::atomic<std::size_t> allocations{0};
}  // namespace tidyjson_test

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"  // replaced operators pair malloc with free
#endif

void* operator new(std::size_t n) {
  tidyjson_test::allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
