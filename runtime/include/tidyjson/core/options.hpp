// tidyjson/core/options.hpp: tidyjson::options, run-time settings with a per-type metadata cache.
//
//   static const tidyjson::options options{tidyjson::naming::camel_case,
//                                          tidyjson::ignore::when_null,
//                                          tidyjson::enums::as_string};
//
// Settings are given at construction, in any order, and never change. The
// first use of a type with an options object builds that type's metadata
// (converted names, escaped keys, the lookup for reading) and caches it in the
// object; every later use finds it with two atomic loads and no lock. That
// cache is the reason to keep one options object and reuse it: an options
// object built inside a function that runs per request rebuilds it every time
// (json-options-in-hot-path finds that). A `const options` is safe to share
// between threads.
#pragma once

#include <atomic>
#include <bit>
#include <cstddef>
#include <memory>
#include <mutex>
#include <type_traits>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/meta.hpp"
#include "tidyjson/core/settings.hpp"

namespace tidyjson {

namespace detail {

inline std::size_t next_type_index() noexcept {
  static std::atomic<std::size_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed);
}

/// A small dense number per type (and metadata kind), for the cache.
template <class Kind, class T>
std::size_t type_index() noexcept {
  static const std::size_t index = next_type_index();
  return index;
}

/// Chunked, append-only table of metadata pointers. Chunk k holds 32 << k
/// entries, so 16 chunk pointers cover two million types; chunks and entries
/// are published with release stores, so readers take no lock.
class metadata_cache {
 public:
  metadata_cache() = default;
  metadata_cache(const metadata_cache&) = delete;
  metadata_cache& operator=(const metadata_cache&) = delete;
  ~metadata_cache() { clear(); }

  /// The entry at `index`, or nullptr when not built yet.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const meta_base* find(std::size_t index) const noexcept {
    const auto [k, off] = locate(index);
    const chunk* c = chunks_[k].load(std::memory_order_acquire);
    return c == nullptr ? nullptr : c->entries[off].load(std::memory_order_acquire);
  }

  /// Builds the entry with make() under the lock unless another thread did.
  template <class Make>
  const meta_base* insert(std::size_t index, Make&& make) {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto [k, off] = locate(index);
    chunk* c = chunks_[k].load(std::memory_order_relaxed);
    if (c == nullptr) {
      c = new chunk(std::size_t{32} << k);
      chunks_[k].store(c, std::memory_order_release);
    }
    const meta_base* existing = c->entries[off].load(std::memory_order_relaxed);
    if (existing != nullptr) return existing;
    std::unique_ptr<meta_base> built = make();
    const meta_base* p = built.release();
    c->entries[off].store(p, std::memory_order_release);
    return p;
  }

  /// Moves the entries of `other` into this (empty) cache.
  void take(metadata_cache& other) noexcept {
    for (std::size_t k = 0; k < chunk_count; ++k) {
      chunks_[k].store(other.chunks_[k].exchange(nullptr, std::memory_order_acq_rel), std::memory_order_release);
    }
  }

 private:
  static constexpr std::size_t chunk_count = 16;
  struct chunk {
    explicit chunk(std::size_t n) : size(n), entries(new std::atomic<const meta_base*>[n]) {
      for (std::size_t i = 0; i < n; ++i) entries[i].store(nullptr, std::memory_order_relaxed);
    }
    ~chunk() {
      for (std::size_t i = 0; i < size; ++i) delete entries[i].load(std::memory_order_relaxed);
    }
    std::size_t size;
    std::unique_ptr<std::atomic<const meta_base*>[]> entries;
  };

  // Chunk k starts at 32 * (2^k - 1).
  static constexpr std::pair<std::size_t, std::size_t> locate(std::size_t index) noexcept {
    const std::size_t q = index / 32 + 1;
    const std::size_t k = static_cast<std::size_t>(std::bit_width(q)) - 1;
    return {k, index - 32 * ((std::size_t{1} << k) - 1)};
  }

  void clear() noexcept {
    for (auto& c : chunks_) delete c.exchange(nullptr, std::memory_order_acq_rel);
  }

  std::atomic<chunk*> chunks_[chunk_count] = {};
  std::mutex mutex_;
};

struct object_meta_kind;

/// Selects the options constructor that takes a whole settings struct.
struct settings_tag {};

/// Settings that options accept: every setting but the generation mode, which
/// only contexts have.
template <class S>
concept options_setting = setting<S> && !std::is_same_v<S, generation>;

}  // namespace detail

class TIDYJSON_MARK(OPTIONS) options {
 public:
  /// The defaults: names as declared, every member written, enums as numbers,
  /// strict reading (no comments, no trailing commas, depth 64), compact output.
  options() = default;

  /// Any settings, in any order; later ones override earlier ones.
  template <class... S>
    requires(sizeof...(S) > 0 && (detail::options_setting<S> && ...))
  explicit(sizeof...(S) == 1) options(S... s) : settings_(detail::make_settings(s...)) {}

  /// Options with exactly these settings (a context's run-time metadata uses it).
  options(detail::settings_tag, const tidyjson::settings& s) : settings_(s) {}

  /// A copy has the same settings and its own, empty, metadata cache.
  options(const options& other) : settings_(other.settings_) {}
  /// A move takes the metadata along.
  options(options&& other) noexcept : settings_(other.settings_) { cache_.take(other.cache_); }
  /// Options never change after construction.
  options& operator=(const options&) = delete;
  options& operator=(options&&) = delete;
  ~options() = default;

  [[nodiscard]] const tidyjson::settings& get() const noexcept { return settings_; }

  [[nodiscard]] naming naming_policy() const noexcept { return settings_.naming_policy; }
  [[nodiscard]] ignore ignore_condition() const noexcept { return settings_.ignore_condition; }
  [[nodiscard]] enums enum_format() const noexcept { return settings_.enum_format; }
  [[nodiscard]] numbers number_handling() const noexcept { return settings_.number_handling; }
  [[nodiscard]] names name_matching() const noexcept { return settings_.name_matching; }
  [[nodiscard]] unmapped unmapped_members() const noexcept { return settings_.unmapped_members; }
  [[nodiscard]] duplicates duplicate_members() const noexcept { return settings_.duplicate_members; }
  [[nodiscard]] comments comment_handling() const noexcept { return settings_.comment_handling; }
  [[nodiscard]] trailing_commas trailing_comma_handling() const noexcept {
    return settings_.trailing_comma_handling;
  }
  [[nodiscard]] escaping escape_mode() const noexcept { return settings_.escape_mode; }
  [[nodiscard]] int depth_limit() const noexcept { return settings_.depth_limit; }
  [[nodiscard]] int indent_width() const noexcept { return settings_.indent_width; }

  /// The metadata of described type T under these settings, built on first use.
  template <class T>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const detail::runtime_object_meta& object_meta() const {
    const std::size_t index = detail::type_index<detail::object_meta_kind, T>();
    if (const detail::meta_base* m = cache_.find(index)) [[likely]] {
      return static_cast<const detail::runtime_object_meta&>(*m);
    }
    return build_object_meta<T>(index);
  }

 private:
  template <class T>
  TIDYJSON_NOINLINE const detail::runtime_object_meta& build_object_meta(std::size_t index) const {
    const detail::meta_base* m =
        cache_.insert(index, [&] { return detail::runtime_object_meta::template build<T>(settings_); });
    return static_cast<const detail::runtime_object_meta&>(*m);
  }

  tidyjson::settings settings_{};
  mutable detail::metadata_cache cache_;
};

namespace detail {

/// The options used when a call passes none.
inline const options& default_options() noexcept {
  static const options instance;
  return instance;
}

/// Serializer configuration for run-time options.
struct runtime_config {
  const options* opts;
  static constexpr bool is_context = false;
  static constexpr bool fast = false;
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const settings& s() const noexcept { return opts->get(); }
  template <class T>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const runtime_object_meta& object_meta() const {
    return opts->template object_meta<T>();
  }
};

}  // namespace detail
}  // namespace tidyjson
