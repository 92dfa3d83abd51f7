// tidyjson/core/metadata_cache.hpp: where options keep per-type metadata.
//
// Two layers. A metadata_cache is a table from a dense type number to that
// type's metadata: lookups take two atomic loads and no lock, inserts take a
// mutex. The process-wide registry below keeps one per distinct settings
// value. An options object holds a metadata_view, a table of the same shape
// whose chunks it borrows from the cache for its settings on its first miss
// (one per chunk of 32 types). So options built
// per call with settings seen before build no metadata and allocate nothing;
// a `static const options` object, once warm, looks types up in its own table
// exactly as before, with no extra indirection.
//
// The registry holds at most `limit` settings values (default
// TIDYJSON_SHARED_METADATA_LIMIT, 64; set_shared_metadata_limit changes it)
// and evicts the least recently acquired one beyond that. An entry is
// reference-counted: an evicted entry lives on until the last options object
// that borrowed from it is destroyed, so eviction never invalidates metadata
// in use. Options with `metadata_sharing::per_options`, and every options
// object that first misses while the limit is 0, get an entry of their own
// that is listed nowhere instead.
#pragma once

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

#include "tidyjson/core/meta.hpp"
#include "tidyjson/core/settings.hpp"

#ifndef TIDYJSON_SHARED_METADATA_LIMIT
/// How many distinct settings values the process-wide metadata cache holds
/// before it evicts the least recently used one (0 turns sharing off).
#define TIDYJSON_SHARED_METADATA_LIMIT 64
#endif

namespace tidyjson {

/// What the process-wide metadata cache holds now and has done so far.
struct shared_metadata_stats {
  std::size_t entries = 0;      ///< distinct settings values held (at most `limit`)
  std::size_t limit = 0;        ///< the current limit
  std::uint64_t added = 0;      ///< settings values added so far (each built its metadata anew)
  std::uint64_t evictions = 0;  ///< settings values dropped for being least recently used
};

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
class chunk_table {
 public:
  chunk_table() = default;
  chunk_table(const chunk_table&) = delete;
  chunk_table& operator=(const chunk_table&) = delete;

  /// The entry at `index`, or nullptr when not built yet.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const meta_base* find(std::size_t index) const noexcept {
    const auto [k, off] = locate(index);
    const chunk* c = chunks_[k].load(std::memory_order_acquire);
    return c == nullptr ? nullptr : c->entries[off].load(std::memory_order_acquire);
  }

 protected:
  ~chunk_table() = default;

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

  std::atomic<chunk*> chunks_[chunk_count] = {};
};

/// A chunk_table that owns its chunks and their entries, and builds entries.
class metadata_cache : public chunk_table {
 public:
  metadata_cache() = default;
  ~metadata_cache() {
    for (auto& c : chunks_) delete c.load(std::memory_order_relaxed);
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

 private:
  friend class metadata_view;
  std::mutex mutex_;
};

/// A chunk_table whose chunks belong to a metadata_cache that outlives it:
/// what an options object looks types up in.
class metadata_view : public chunk_table {
 public:
  metadata_view() = default;

  /// Makes the chunk of `owner` that holds `index` visible here too, with
  /// the entries `owner` has and will have. `owner` must hold that chunk
  /// already. Idempotent, so racing threads may both do it.
  void borrow(const metadata_cache& owner, std::size_t index) noexcept {
    const std::size_t k = locate(index).first;
    chunks_[k].store(owner.chunks_[k].load(std::memory_order_acquire), std::memory_order_release);
  }

  /// Forgets every chunk: the next lookup of any type misses.
  void clear() noexcept {
    for (std::size_t k = 0; k < chunk_count; ++k) chunks_[k].store(nullptr, std::memory_order_release);
  }

  /// Moves the chunks of `other` into this (empty) view.
  void take(metadata_view& other) noexcept {
    for (std::size_t k = 0; k < chunk_count; ++k) {
      chunks_[k].store(other.chunks_[k].exchange(nullptr, std::memory_order_acq_rel), std::memory_order_release);
    }
  }
};

/// The metadata of one settings value, shared by every options object with
/// equal settings. Reference-counted: the registry holds one reference while
/// the entry is listed, and each options object that borrows from it one more.
struct shared_metadata {
  explicit shared_metadata(const settings& s) noexcept : key(s) {}

  const settings key;
  metadata_cache table;
  std::atomic<std::size_t> references{1};
  // The registry's recency list, newest first; guarded by its mutex.
  shared_metadata* newer = nullptr;
  shared_metadata* older = nullptr;

  /// Gives up one reference; the last one deletes the entry.
  static void release(shared_metadata* e) noexcept {
    if (e->references.fetch_sub(1, std::memory_order_acq_rel) == 1) delete e;
  }
};

/// Hashes every setting (settings' operator== compares every setting).
struct settings_hash {
  std::size_t operator()(const settings& s) const noexcept {
    std::uint64_t h = 0;
    auto mix = [&h](std::uint64_t v) {
      h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    };
    mix(std::uint64_t{static_cast<std::uint8_t>(s.naming_policy)} |
        std::uint64_t{static_cast<std::uint8_t>(s.ignore_condition)} << 8 |
        std::uint64_t{static_cast<std::uint8_t>(s.enum_format)} << 16 |
        std::uint64_t{static_cast<std::uint8_t>(s.number_handling)} << 24 |
        std::uint64_t{static_cast<std::uint8_t>(s.name_matching)} << 32 |
        std::uint64_t{static_cast<std::uint8_t>(s.unmapped_members)} << 40 |
        std::uint64_t{static_cast<std::uint8_t>(s.duplicate_members)} << 48 |
        std::uint64_t{static_cast<std::uint8_t>(s.comment_handling)} << 56);
    mix(std::uint64_t{static_cast<std::uint8_t>(s.trailing_comma_handling)} |
        std::uint64_t{static_cast<std::uint8_t>(s.escape_mode)} << 8 |
        std::uint64_t{s.preserve_references} << 16 |
        std::uint64_t{static_cast<std::uint8_t>(s.generation_mode)} << 24 |
        std::uint64_t{static_cast<std::uint8_t>(s.metadata)} << 32 |
        std::uint64_t{static_cast<unsigned char>(s.indent_char)} << 40 |
        std::uint64_t{static_cast<std::uint8_t>(s.null_members)} << 48);
    mix(static_cast<std::uint32_t>(s.depth_limit) | std::uint64_t{static_cast<std::uint32_t>(s.indent_width)} << 32);
    mix(std::hash<decltype(s.naming_fn)>{}(s.naming_fn));
    mix(std::hash<decltype(s.escape_fn)>{}(s.escape_fn));
    return static_cast<std::size_t>(h);
  }
};

/// The process-wide cache: settings value -> shared_metadata, least recently
/// used first out. One mutex guards the map and the recency list. An options
/// object asks at most once (on its first miss), and the mutex is not taken
/// when the settings are those the thread asked for last.
class metadata_registry {
 public:
  /// The one registry. Never destroyed, so that options used by other
  /// static objects' destructors still find it; its entries stay reachable.
  static metadata_registry& instance() {
    static metadata_registry* const registry = new metadata_registry();
    return *registry;
  }

  /// The entry for `s` with one more reference for the caller, or nullptr
  /// when sharing is off (limit 0). The thread's most recent entry is
  /// checked first, without the lock.
  [[nodiscard]] shared_metadata* acquire(const settings& s) {
    recent& last = recent_entry();
    const std::uint64_t epoch = epoch_.load(std::memory_order_acquire);
    if (last.entry != nullptr && last.epoch == epoch && last.entry->key == s) {
      last.entry->references.fetch_add(1, std::memory_order_relaxed);
      return last.entry;
    }
    shared_metadata* evicted = nullptr;
    shared_metadata* e = nullptr;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (limit_ != 0) {
        if (const auto it = map_.find(s); it != map_.end()) {
          e = it->second;
          unlink(e);
        } else {
          auto fresh = std::make_unique<shared_metadata>(s);
          map_.emplace(s, fresh.get());
          e = fresh.release();
          ++added_;
          if (map_.size() > limit_) evicted = evict_oldest();
        }
        link_newest(e);
        e->references.fetch_add(last.finished ? 1 : 2, std::memory_order_relaxed);
      }
    }
    if (evicted != nullptr) shared_metadata::release(evicted);
    remember(last, e, epoch);
    return e;
  }

  /// Changes the limit, evicting the least recently used entries beyond it.
  void set_limit(std::size_t limit) {
    shared_metadata* evicted = nullptr;  // chained through `older`
    {
      std::lock_guard<std::mutex> lock(mutex_);
      limit_ = limit;
      epoch_.fetch_add(1, std::memory_order_release);  // threads' recent entries are stale
      while (map_.size() > limit_) {
        shared_metadata* e = evict_oldest();
        e->older = evicted;
        evicted = e;
      }
    }
    while (evicted != nullptr) {
      shared_metadata* next = evicted->older;
      shared_metadata::release(evicted);
      evicted = next;
    }
  }

  [[nodiscard]] shared_metadata_stats stats() {
    std::lock_guard<std::mutex> lock(mutex_);
    return {map_.size(), limit_, added_, evictions_};
  }

 private:
  metadata_registry() = default;

  /// A thread's most recently acquired entry (one reference held), so that
  /// options built again and again with the same settings skip the lock.
  /// Valid while the registry's epoch is the one it was taken at (set_limit
  /// advances the epoch). The entry may have been evicted since; it is still
  /// right for its settings, and each thread holds at most one. Trivially
  /// destructible, so that it can still be read (as `finished`) after the
  /// thread's recent_release, which gives the reference back, has run.
  struct recent {
    shared_metadata* entry = nullptr;
    std::uint64_t epoch = 0;
    bool finished = false;
  };
  static recent& recent_entry() noexcept {
    static thread_local constinit recent last{};
    return last;
  }
  struct recent_release {
    recent_release() = default;
    recent_release(const recent_release&) = delete;
    recent_release& operator=(const recent_release&) = delete;
    ~recent_release() {
      recent& last = recent_entry();
      if (last.entry != nullptr) shared_metadata::release(last.entry);
      last.entry = nullptr;
      last.finished = true;
    }
  };
  /// Makes `e` (which holds a reference for this) the thread's recent entry.
  static void remember(recent& last, shared_metadata* e, std::uint64_t epoch) noexcept {
    if (last.finished) return;  // the thread is ending; e holds no extra reference
    static thread_local recent_release at_thread_exit;
    (void)at_thread_exit;
    if (last.entry != nullptr) shared_metadata::release(last.entry);
    last.entry = e;
    last.epoch = epoch;
  }

  void unlink(shared_metadata* e) noexcept {
    (e->newer != nullptr ? e->newer->older : newest_) = e->older;
    (e->older != nullptr ? e->older->newer : oldest_) = e->newer;
    e->newer = e->older = nullptr;
  }

  void link_newest(shared_metadata* e) noexcept {
    e->older = newest_;
    (newest_ != nullptr ? newest_->newer : oldest_) = e;
    newest_ = e;
  }

  /// Unlists the least recently used entry and returns it, still holding the
  /// registry's reference.
  shared_metadata* evict_oldest() noexcept {
    shared_metadata* e = oldest_;
    unlink(e);
    map_.erase(e->key);
    ++evictions_;
    return e;
  }

  std::atomic<std::uint64_t> epoch_{0};
  std::mutex mutex_;
  std::unordered_map<settings, shared_metadata*, settings_hash> map_;
  shared_metadata* newest_ = nullptr;
  shared_metadata* oldest_ = nullptr;
  std::size_t limit_ = TIDYJSON_SHARED_METADATA_LIMIT;
  std::uint64_t added_ = 0;
  std::uint64_t evictions_ = 0;
};

}  // namespace detail

/// Sets how many distinct settings values the process-wide metadata cache
/// holds (default TIDYJSON_SHARED_METADATA_LIMIT, 64), evicting the least
/// recently used ones beyond it. 0 turns sharing off for options objects that
/// have not looked up a type yet. Thread-safe.
inline void set_shared_metadata_limit(std::size_t limit) { detail::metadata_registry::instance().set_limit(limit); }

/// What the process-wide metadata cache holds now and has done. Thread-safe.
[[nodiscard]] inline shared_metadata_stats shared_metadata_usage() {
  return detail::metadata_registry::instance().stats();
}

}  // namespace tidyjson
