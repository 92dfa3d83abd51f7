// tidyjson/core/config.hpp: compiler switches shared by every runtime header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "tidyjson/core/markers.hpp"

// Contract markers. The runtime annotates its public API so that the json-*
// clang-tidy checks recognize it by marker rather than by spelling; other
// compilers see nothing. The names are those of core/markers.hpp:
// TIDYJSON_MARK(ENTRY) is [[clang::annotate("tidyjson::entry")]], and
// TIDYJSON_MARK_AS(ENTRY, READ) adds the role "read".
#if defined(__clang__)
#define TIDYJSON_ANNOTATE(...) [[clang::annotate(__VA_ARGS__)]]
#else
#define TIDYJSON_ANNOTATE(...)
#endif
#define TIDYJSON_MARK(marker) TIDYJSON_ANNOTATE(TIDYJSON_MARKER_##marker)
#define TIDYJSON_MARK_AS(marker, role) TIDYJSON_ANNOTATE(TIDYJSON_MARKER_##marker, TIDYJSON_ROLE_##role)

// Views returned by document accessors must not outlive the document.
#if defined(__clang__)
#define TIDYJSON_LIFETIMEBOUND [[clang::lifetimebound]]
#else
#define TIDYJSON_LIFETIMEBOUND
#endif

#if defined(__SANITIZE_ADDRESS__)
#define TIDYJSON_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TIDYJSON_ASAN 1
#endif
#endif
#ifndef TIDYJSON_ASAN
#define TIDYJSON_ASAN 0
#endif

// TIDYJSON_ALWAYS_INLINE marks the small steps of the readers and writers
// (a member, a number, a separator) that optimized builds put in line. Where
// a compiler keeps every local of every inlined call in a slot of its own
// (no optimization, or AddressSanitizer, which keeps them apart to find uses
// after their scope), inlining them would add up the locals of all of an
// object's members in the frame of each nesting level: 13 KiB a level for a
// 15-member object with g++ -O0, 11 KiB with g++ -O1 -fsanitize=address,
// and more with more members (docs/security.md, "Depth"). There they are
// plain functions, so that the stack a level costs stays the same whatever
// the number of members.
#if defined(__GNUC__)
#if TIDYJSON_ASAN
#define TIDYJSON_ALWAYS_INLINE inline __attribute__((noinline))
#elif defined(__OPTIMIZE__)
#define TIDYJSON_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define TIDYJSON_ALWAYS_INLINE inline
#endif
#define TIDYJSON_NOINLINE __attribute__((noinline))
#define TIDYJSON_COLD __attribute__((cold, noinline))
#else
#define TIDYJSON_ALWAYS_INLINE inline
#define TIDYJSON_NOINLINE
#define TIDYJSON_COLD
#endif

// TIDYJSON_ALWAYS_INLINE for a lambda (the attribute alone, which goes after
// its parameter list), under the same conditions.
#if defined(__GNUC__) && !TIDYJSON_ASAN && defined(__OPTIMIZE__)
#define TIDYJSON_INLINE_LAMBDA __attribute__((always_inline))
#else
#define TIDYJSON_INLINE_LAMBDA
#endif

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
#define TIDYJSON_EXCEPTIONS 1
#else
#define TIDYJSON_EXCEPTIONS 0
#endif

#if TIDYJSON_EXCEPTIONS
#define TIDYJSON_THROW(...) throw __VA_ARGS__
#else
#define TIDYJSON_THROW(...) ::std::abort()
#endif

#if defined(__cpp_rtti) || defined(__GXX_RTTI)
#define TIDYJSON_RTTI 1
#else
#define TIDYJSON_RTTI 0
#endif

// Registration errors (an undescribed type, a type missing from a context, a
// type the fast path of a write-only context cannot serve) are compile errors
// for the compiler. Under clang-tidy and the static analyzer (both define
// __clang_analyzer__), and in json-clangd (which defines
// TIDYJSON_LIVE_ANALYSIS), they are left to json-missing-registration and
// json-non-fast-path-attribute, which report them where they can be fixed,
// with fix-its that clang-tidy can apply; a hard error would make clang-tidy
// refuse to apply any fix, and the checks stay silent on a unit that does not
// compile. Define TIDYJSON_STRICT_ANALYZER to keep them hard errors there too.
#if (defined(__clang_analyzer__) || defined(TIDYJSON_LIVE_ANALYSIS)) && \
    !defined(TIDYJSON_STRICT_ANALYZER)
#define TIDYJSON_REGISTRATION_ERRORS 0
#else
#define TIDYJSON_REGISTRATION_ERRORS 1
#endif

// The runtime's own test builds define TIDYJSON_VERIFY_WRITES=1: every
// successful write is then read back by the strict reader, and output that is
// not one valid JSON value aborts the test (api.hpp, verified_sink).
#ifndef TIDYJSON_VERIFY_WRITES
#define TIDYJSON_VERIFY_WRITES 0
#endif

// Floating-point classification for the writer. GCC and clang answer it
// with builtins; <cmath>, which costs about a twentieth of the runtime's
// parse time, only for other compilers.
#if defined(__GNUC__) || defined(__clang__)
#define TIDYJSON_IS_FINITE(x) __builtin_isfinite(x)
#define TIDYJSON_IS_NAN(x) __builtin_isnan(x)
#else
#include <cmath>
#define TIDYJSON_IS_FINITE(x) ::std::isfinite(x)
#define TIDYJSON_IS_NAN(x) ::std::isnan(x)
#endif

namespace tidyjson {
inline constexpr int version_major = 0;
inline constexpr int version_minor = 1;
inline constexpr int version_patch = 0;
}  // namespace tidyjson
