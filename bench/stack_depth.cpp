// Measures the C++ stack each nesting level costs on every path that reads or
// writes nested JSON, for docs/security.md ("Depth"). Not a benchmark of
// time: the figure is bytes of stack, which depends on the compiler and the
// optimization level, not on the machine's load.
//
// Each path runs on a thread whose stack this program allocates and paints
// with a pattern; afterwards the lowest byte that no longer holds the pattern
// is the deepest the stack went. Running a path at two depths and dividing
// the difference by the difference in levels gives the cost of one level
// without the fixed cost of the call (gtest, main, the entry point).
//
//   bench/stack_depth.sh          builds this with g++ and clang++ at -O0,
//                                 -O2 and -O1 with ASan, and prints the table
//   stack_depth [levels]          one build: one line per path (levels:
//                                 max_depth::typed_limit - 2 by default)
#include <tidyjson/interop/nlohmann.hpp>
#include <tidyjson/tidyjson.hpp>

#include "../test/runtime/depth_types.hpp"

#include <pthread.h>
#include <sys/mman.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sstream>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace depth {

/// Four times Wide's members (57 in all): whether the stack a level costs
/// grows with the number of members.
#define DEPTH_WIDE_MEMBERS(G)                                                                                  \
  int a##G = 0;                                                                                                \
  double b##G = 0;                                                                                             \
  std::string c##G;                                                                                            \
  std::optional<std::string> d##G;                                                                             \
  std::vector<int> e##G;                                                                                       \
  std::map<std::string, int> f##G;                                                                             \
  tidyjson::decimal g##G;                                                                                      \
  tidyjson::uuid h##G;                                                                                         \
  std::chrono::sys_seconds i##G;                                                                               \
  bool j##G = false;                                                                                           \
  std::int64_t k##G = 0;                                                                                       \
  std::string l##G;                                                                                            \
  std::vector<std::string> m##G;                                                                               \
  std::optional<double> n##G;
struct Huge {
  DEPTH_WIDE_MEMBERS(1)
  DEPTH_WIDE_MEMBERS(2)
  DEPTH_WIDE_MEMBERS(3)
  DEPTH_WIDE_MEMBERS(4)
  std::unique_ptr<Huge> next;
};
#define DEPTH_WIDE_NAMES(G) a##G, b##G, c##G, d##G, e##G, f##G, g##G, h##G, i##G, j##G, k##G, l##G, m##G, n##G
TIDYJSON_TYPE(Huge, DEPTH_WIDE_NAMES(1), DEPTH_WIDE_NAMES(2), DEPTH_WIDE_NAMES(3), DEPTH_WIDE_NAMES(4), next)

/// A struct with no members: every member of the input is unknown, skipped.
struct Nothing {};
TIDYJSON_TYPE(Nothing)

std::string nested_arrays(int levels) { return std::string(levels, '[') + std::string(levels, ']'); }

std::string tree_json(int levels) {  // levels is even
  std::string s;
  for (int i = 0; i < levels / 2; ++i) s += "{\"id\":1,\"kids\":[";
  for (int i = 0; i < levels / 2; ++i) s += "]}";
  return s;
}
std::string link_json(int levels) {
  std::string s;
  for (int i = 0; i < levels; ++i) s += "{\"value\":1,\"next\":";
  s += "null";
  s += std::string(levels, '}');
  return s;
}
std::string wide_json(int levels) {
  std::string s;
  for (int i = 0; i < levels; ++i) {
    s += R"({"a":1,"b":2.5,"c":"x","d":null,"e":[1],"f":{"k":1},"g":1.50,"h":"00000000-0000-0000-0000-000000000000",)"
         R"("i":"2024-01-01T00:00:00Z","j":true,"k":7,"l":"y","m":["z"],"n":null,"next":)";
  }
  s += "null";
  s += std::string(static_cast<std::size_t>(levels), '}');
  return s;
}
std::string huge_json(int levels) {
  std::string s;
  for (int i = 0; i < levels; ++i) {
    s += '{';
    for (int g = 1; g <= 4; ++g) {
      const std::string n = std::to_string(g);
      s += "\"a" + n + "\":1,\"b" + n + "\":2.5,\"c" + n + "\":\"x\",\"d" + n + "\":null,\"e" + n + "\":[1],\"f" + n +
           "\":{\"k\":1},\"g" + n + "\":1.50,\"h" + n + "\":\"00000000-0000-0000-0000-000000000000\",\"i" + n +
           "\":\"2024-01-01T00:00:00Z\",\"j" + n + "\":true,\"k" + n + "\":7,\"l" + n + "\":\"y\",\"m" + n +
           "\":[\"z\"],\"n" + n + "\":null,";
    }
    s += "\"next\":";
  }
  s += "null";
  s += std::string(static_cast<std::size_t>(levels), '}');
  return s;
}
std::string skipped_json(int levels) { return "{\"unknown\":" + nested_arrays(levels - 1) + "}"; }

/// Options that allow `levels` levels on every path (and a Wide at level
/// `levels` its arrays one deeper).
const tidyjson::options& options_for(int levels) {
  static std::map<int, std::unique_ptr<tidyjson::options>> made;
  auto& o = made[levels];
  if (!o) o = std::make_unique<tidyjson::options>(tidyjson::max_depth{levels + 2});
  return *o;
}

template <class T>
T read_as(const std::string& text, int levels) {
  auto r = tidyjson::try_deserialize<T>(text, options_for(levels));
  if (!r) {
    std::fprintf(stderr, "read failed: %s\n", r.error().describe().c_str());
    std::exit(1);
  }
  return std::move(*r);
}

// ---------------------------------------------------------------------------
// The measuring thread

constexpr std::size_t stack_size = std::size_t{64} << 20;
constexpr unsigned char paint = 0xA5;

void* run_job(void* p) {
  (*static_cast<const std::function<void()>*>(p))();
  return nullptr;
}

/// The bytes of stack `fn` used at its deepest, on a fresh thread.
std::size_t stack_used(const std::function<void()>& fn) {
  void* stack = mmap(nullptr, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (stack == MAP_FAILED) std::abort();
  std::memset(stack, paint, stack_size);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstack(&attr, stack, stack_size);
  pthread_t t;
  if (pthread_create(&t, &attr, run_job, const_cast<std::function<void()>*>(&fn)) != 0) std::abort();
  pthread_join(t, nullptr);
  pthread_attr_destroy(&attr);
  const auto* bytes = static_cast<const unsigned char*>(stack);
  std::size_t untouched = 0;
  while (untouched < stack_size && bytes[untouched] == paint) ++untouched;
  munmap(stack, stack_size);
  return stack_size - untouched;
}

/// A path: given the levels, builds its input outside the measured thread
/// and returns the call to measure.
struct path {
  const char* name;
  std::function<std::function<void()>(int levels)> prepare;
};

template <class T>
path read_path(const char* name, std::string (*json)(int)) {
  return {name, [json](int n) {
            auto text = std::make_shared<std::string>(json(n));
            return std::function<void()>([text, n] { (void)read_as<T>(*text, n); });
          }};
}

template <class T>
path write_path(const char* name, std::string (*json)(int)) {
  return {name, [json](int n) {
            auto text = std::make_shared<std::string>(json(n));
            auto value = std::make_shared<T>(read_as<T>(*text, n));
            return std::function<void()>([text, value, n] {
              auto r = tidyjson::try_serialize(*value, options_for(n));
              if (!r || *r != *text) {
                std::fprintf(stderr, "write failed or differs\n");
                std::exit(1);
              }
            });
          }};
}

}  // namespace depth

int main(int argc, char** argv) {
  using namespace depth;
  // The paths run with max_depth{levels + 2} (a Wide's arrays are one level
  // deeper than it), which must stay within the typed limit.
  const int deep = argc > 1 ? std::atoi(argv[1]) : tidyjson::max_depth::typed_limit - 2;
  const int shallow = deep / 4;

  const auto document_of = [](int n) {
    return std::make_shared<tidyjson::document>(tidyjson::document::parse(nested_arrays(n), options_for(n)));
  };
  const std::vector<path> paths = {
      read_path<Tree>("deserialize, Tree (object, vector)", tree_json),
      read_path<Link>("deserialize, Link (object, unique_ptr)", link_json),
      read_path<Any>("deserialize, Any (recursive variant)", nested_arrays),
      read_path<Wide>("deserialize, Wide (15 members)", wide_json),
      read_path<Huge>("deserialize, Huge (57 members)", huge_json),
      read_path<Nothing>("deserialize, skipped unknown member", skipped_json),
      write_path<Tree>("serialize, Tree", tree_json),
      write_path<Link>("serialize, Link", link_json),
      write_path<Any>("serialize, Any", nested_arrays),
      write_path<Wide>("serialize, Wide", wide_json),
      write_path<Huge>("serialize, Huge", huge_json),
      {"deserialize_stream, Any elements",
       [](int n) {
         auto text = std::make_shared<std::string>("[" + nested_arrays(n - 1) + "," + nested_arrays(n - 1) + "]");
         return std::function<void()>([text, n] {
           std::istringstream in(*text);
           for (const Any& a : tidyjson::deserialize_stream<Any>(in, options_for(n))) (void)a;
         });
       }},
      {"document::parse",
       [](int n) {
         auto text = std::make_shared<std::string>(nested_arrays(n));
         return std::function<void()>([text, n] { (void)tidyjson::document::parse(*text, options_for(n)); });
       }},
      {"document: element::to_json",
       [&](int n) {
         auto d = document_of(n);
         return std::function<void()>([d] { (void)d->to_json(); });
       }},
      {"interop: to_nlohmann",
       [&](int n) {
         auto d = document_of(n);
         return std::function<void()>([d] { (void)tidyjson::to_nlohmann(*d); });
       }},
      {"interop: from_nlohmann",
       [&](int n) {
         auto j = std::make_shared<nlohmann::json>(tidyjson::to_nlohmann(*document_of(n)));
         return std::function<void()>([j, n] { (void)tidyjson::from_nlohmann(*j, options_for(n)); });
       }},
      {"pull reader",
       [](int n) {
         auto text = std::make_shared<std::string>(nested_arrays(n));
         return std::function<void()>([text, n] {
           tidyjson::reader_state state(options_for(n));
           tidyjson::reader r(*text, true, state);
           while (r.read()) {
           }
         });
       }},
  };

  std::printf("%-40s %14s %14s %10s\n", "path", ("stack@" + std::to_string(shallow)).c_str(),
              ("stack@" + std::to_string(deep)).c_str(), "per level");
  for (const path& p : paths) {
    const std::size_t a = stack_used(p.prepare(shallow));
    const std::size_t b = stack_used(p.prepare(deep));
    const double per_level = (static_cast<double>(b) - static_cast<double>(a)) / (deep - shallow);
    std::printf("%-40s %14zu %14zu %10.0f\n", p.name, a, b, per_level);
  }
  return 0;
}
