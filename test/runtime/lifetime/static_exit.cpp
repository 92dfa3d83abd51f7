// Lifetime test for tidyjson::options with static storage: json-options-in-
// hot-path makes an options object built per call `static const`, and a
// static object built before it (a global logger, an audit trail) may call
// the same function from its destructor, after that options object's own
// destructor ran. ~options leaves the object as a new one would be, so such
// a call rebuilds the metadata instead of reading what was freed
// (AddressSanitizer's heap-use-after-free before). Prints what it wrote; the
// test (runtime.lifetime.static_exit) expects the line the destructor wrote.
#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Metric {
  std::string metric_name;
  int sample_count = 0;
};

}  // namespace

TIDYJSON_TYPE(Metric, metric_name, sample_count)

namespace {

std::string private_json(const Metric& m) {
  static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::metadata_sharing::per_options};
  return tidyjson::serialize(m, opts);
}

std::string shared_json(const Metric& m) {
  static const tidyjson::options opts{tidyjson::naming::kebab_case};
  return tidyjson::serialize(m, opts);
}

struct Audit {
  std::vector<Metric> seen;
  ~Audit() {
    for (const Metric& m : seen) std::printf("audit %s %s\n", private_json(m).c_str(), shared_json(m).c_str());
  }
};

// Built before the function-local statics above: destroyed after them.
Audit audit;

}  // namespace

int main() {
  const Metric m{"cpu_load", 3};
  std::printf("%s %s\n", private_json(m).c_str(), shared_json(m).c_str());
  audit.seen.push_back(m);
}
