// bench/file_benchmarks.cpp: the bookstore file (1M orders, about 458 MB), every library, one process per run.
//
// The file is generated once per run of this program, deterministically, with
// the model's order_generator and tidyjson's BookstoreJson context (the
// bookstore example's `export`), into a temporary directory ($TMPDIR), the
// directory in $TIDYJSON_BENCH_FILE_DIR, or --dir. Then each workload of each
// library runs once per repetition in a child process of its own (this
// binary, re-executed with --child), so that the peak resident memory the OS
// reports (VmHWM, read by the child right after its timed operation) is that
// workload's alone:
//
//   file/write/<library>/<mode>   the orders (a std::vector generated in the
//                                 child, untimed) written as one array to a new
//                                 file in the same directory, closed, not synced
//   file/stream/<library>/<mode>  each order read typed, one at a time, tallied
//                                 (ctx_reuse: every order read into the same object)
//   file/pull/<library>/<mode>    tokens only: the items' lineTotal summed
//   file/read/<library>/<mode>    the file read into memory and then into a
//                                 std::vector<Order> (the codecs of adapters/);
//                                 tidyjson/ctx_fd reads the vector straight
//                                 from the file, element by element
//   file/limit/memcpy/copy        memcpy of the file's size between two
//                                 buffers already faulted in
//   file/limit/page_cache/read_1mib
//                                 read() of the file in 1 MiB chunks, after
//                                 one warm-up pass
//
// Each run is one timed operation over the whole file (steady_clock wall
// time, process CPU time), with the heap bytes and allocations it made
// (alloc_counter.hpp; RapidJSON's allocator is counted too). Every run's
// tally (orders, items, revenue, and for typed reads a digest of every other
// field) must equal the tally of the generated orders, or the program aborts;
// a writer's file is read back (untimed) with tidyjson and tallied the same
// way, and tidyjson's and RapidJSON's must be the generated file byte for
// byte. Rows are named like bench_order's, so report.py and plot.py read the
// --out file:
//
//   nice -n 5 build/bench/bench_file --orders=1000000 --repetitions=3 --out=bench_file.json
//   python3 bench/report.py bench_file.json
//   python3 bench/plot.py bench_file.json -o file.svg
//
// The repetitions run in a shuffled order (the same for every run of the
// program); the table printed at the end gives medians.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "adapters/codec.hpp"
#include "adapters/file_codec.hpp"
#include "adapters/peer_support.hpp"
#include "alloc_counter.hpp"  // this binary's one replacement of operator new

namespace {

using bench::file::tally;
using bookstore::Order;

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "bench_file: %s\n", what.c_str());
  std::exit(1);
}

// ---- the file -----------------------------------------------------------------

std::uint64_t file_size(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) die("cannot stat " + path);
  return static_cast<std::uint64_t>(st.st_size);
}

/// `count` orders from the model's generator, one at a time, as an input range.
class generated_orders {
 public:
  explicit generated_orders(std::uint64_t count, tally* t) : count_(count), tally_(t) {}
  class iterator {
   public:
    using value_type = Order;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    explicit iterator(generated_orders* r) : r_(r) { r_->advance(); }
    const Order& operator*() const { return r_->current_; }
    iterator& operator++() {
      r_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.r_->made_ > it.r_->count_; }

   private:
    generated_orders* r_ = nullptr;
  };
  iterator begin() { return iterator(this); }
  std::default_sentinel_t end() const { return {}; }

 private:
  void advance() {
    if (++made_ <= count_) {
      gen_.next(current_);
      tally_->add(current_);
    }
  }
  std::uint64_t count_;
  std::uint64_t made_ = 0;
  bookstore::order_generator gen_;
  Order current_;
  tally* tally_;
};

/// Writes the file and returns the tally of what it holds.
tally generate(const std::string& path, std::uint64_t count) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) die("cannot create " + path + ": " + std::strerror(errno));
  tally t;
  generated_orders orders(count, &t);
  tidyjson::serialize_stream(tidyjson::fd{fd}, orders, bookstore::BookstoreJson{});
  if (::close(fd) != 0) die("cannot write " + path);
  return t;
}

/// The whole file in memory, followed by bench::read_padding spare bytes.
struct file_text {
  std::unique_ptr<char[]> data;
  std::size_t size = 0;
  [[nodiscard]] std::string_view view() const { return {data.get(), size}; }
};

file_text read_whole(const char* path) {
  const int fd = ::open(path, O_RDONLY);
  if (fd < 0) die(std::string("cannot open ") + path);
  struct stat st {};
  ::fstat(fd, &st);
  file_text t;
  t.size = static_cast<std::size_t>(st.st_size);
  t.data.reset(new char[t.size + bench::read_padding]);
  std::size_t got = 0;
  while (got < t.size) {
    const ssize_t n = ::read(fd, t.data.get() + got, t.size - got);
    if (n <= 0) die(std::string("cannot read ") + path);
    got += static_cast<std::size_t>(n);
  }
  std::memset(t.data.get() + t.size, ' ', bench::read_padding);
  ::close(fd);
  return t;
}

tally tally_of(const std::vector<Order>& orders) {
  tally t;
  for (const Order& o : orders) t.add(o);
  return t;
}

// ---- tidyjson's workloads -------------------------------------------------------

const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::enums::as_string};

void write_ctx(const std::vector<Order>& orders, int fd) {
  tidyjson::serialize_stream(tidyjson::fd{fd}, orders, bookstore::BookstoreJson{});
}
void write_options(const std::vector<Order>& orders, int fd) {
  tidyjson::serialize_stream(tidyjson::fd{fd}, orders, options);
}

int open_read(const char* path) {
  const int fd = ::open(path, O_RDONLY);
  if (fd < 0) die(std::string("cannot open ") + path);
  return fd;
}

tally stream_ctx(const char* path) {
  const int fd = open_read(path);
  tally t;
  for (const Order& o : tidyjson::deserialize_stream<Order>(tidyjson::fd{fd}, bookstore::BookstoreJson{})) t.add(o);
  ::close(fd);
  return t;
}

tally stream_ctx_reuse(const char* path) {
  const int fd = open_read(path);
  tally t;
  for (const Order& o :
       tidyjson::deserialize_stream<Order>(tidyjson::fd{fd}, bookstore::BookstoreJson{}).reuse_elements()) {
    t.add(o);
  }
  ::close(fd);
  return t;
}

tally stream_options(const char* path) {
  const int fd = open_read(path);
  tally t;
  for (const Order& o : tidyjson::deserialize_stream<Order>(tidyjson::fd{fd}, options)) t.add(o);
  ::close(fd);
  return t;
}

bench::Orders read_orders_fd(int fd) {
  return tidyjson::deserialize<std::vector<Order>>(tidyjson::fd{fd}, bookstore::BookstoreJson{});
}

/// The bookstore example's `summary reader` loop: 64 KiB read() chunks, the
/// unfinished token kept for the next chunk, lineTotal summed inside "items",
/// the tokens taken in batches (read_each).
tally pull_reader(const char* path) {
  const int fd = open_read(path);
  tally t;
  std::vector<char> buf(1 << 16);
  std::size_t have = 0;
  bool eof = false;
  tidyjson::reader_state state;
  bool in_items = false;
  bool line_total = false;
  for (;;) {
    if (!eof) {
      const ssize_t got = ::read(fd, buf.data() + have, buf.size() - have);
      if (got < 0) die("read failed");
      eof = got == 0;
      have += static_cast<std::size_t>(got);
    }
    tidyjson::reader r(std::string_view(buf.data(), have), eof, std::move(state));
    r.read_each([&](const tidyjson::token_view& tok) {
      switch (tok.type()) {
        case tidyjson::token::property_name:
          line_total = false;
          if (tok.depth() == 4 && in_items && tok.get_string() == "lineTotal") line_total = true;
          else if (tok.depth() == 2 && tok.get_string() == "items") in_items = true;
          break;
        case tidyjson::token::number:
          if (line_total) {
            t.revenue += tok.get<tidyjson::decimal>();
            ++t.items;
          }
          line_total = false;
          break;
        case tidyjson::token::end_array:
          if (tok.depth() == 2) in_items = false;
          break;
        case tidyjson::token::end_object:
          if (tok.depth() == 1) ++t.orders;
          break;
        default:
          line_total = false;
          break;
      }
    });
    if (r.failed()) die(r.error().describe());
    if (r.done()) break;
    const std::size_t used = r.consumed();
    if (used == 0 && have == buf.size()) buf.resize(buf.size() * 2);
    state = std::move(r).state();  // the nesting is handed on, not copied
    std::memmove(buf.data(), buf.data() + used, have - used);
    have -= used;
  }
  ::close(fd);
  return t;
}

// ---- the registry ------------------------------------------------------------------

enum class kind : std::uint8_t { write, read, read_vector, read_vector_fd, memcpy_limit, page_cache_limit };

struct entry {
  std::string name;  ///< file/<workload>/<library>/<mode>
  std::string label;
  kind how;
  bench::file::write_fn write = nullptr;
  bench::file::read_fn read = nullptr;
  bench::Orders (*read_orders)(std::string_view) = nullptr;
  bench::Orders (*read_orders_fd)(int fd) = nullptr;  ///< read_vector_fd: straight from the file
  bool exact = false;  ///< a writer whose output must be the generated file byte for byte
  bool typed = true;   ///< reads (or writes) every field: the digest and the unit prices are checked
};

std::string label_of(std::string_view compiler, std::string_view note) {
  std::string label(compiler);
  if (!note.empty()) {
    label += "; ";
    label += note;
  }
  return label;
}

std::vector<entry> registry() {
  std::vector<entry> out;
  const std::string_view compiler = TIDYJSON_BENCH_COMPILER;
  std::vector<bench::file::peer> peers{
      {"write", "tidyjson", "ctx_fast_path", compiler, "serialize_stream(fd), BookstoreJson (generation::both)",
       write_ctx, nullptr},
      {"write", "tidyjson", "options", compiler, "serialize_stream(fd), runtime options", write_options, nullptr},
      {"stream", "tidyjson", "ctx_metadata", compiler, "deserialize_stream(fd), BookstoreJson", nullptr, stream_ctx},
      {"stream", "tidyjson", "ctx_reuse", compiler, "deserialize_stream(fd).reuse_elements(), BookstoreJson", nullptr,
       stream_ctx_reuse},
      {"stream", "tidyjson", "options", compiler, "deserialize_stream(fd), runtime options", nullptr, stream_options},
      {"pull", "tidyjson", "reader", compiler, "64 KiB read() chunks", nullptr, pull_reader},
  };
#if TIDYJSON_BENCH_HAVE_NLOHMANN
  bench::file::add_nlohmann_peers(peers);
#endif
#if TIDYJSON_BENCH_HAVE_RAPIDJSON
  bench::file::add_rapidjson_peers(peers);
#endif
#if TIDYJSON_BENCH_HAVE_SIMDJSON
  bench::file::add_simdjson_peers(peers);
#endif
#if TIDYJSON_BENCH_HAVE_BOOSTJSON
  bench::file::add_boostjson_peers(peers);
#endif
  for (const char* workload : {"write", "stream", "pull"}) {
    for (const auto& p : peers) {
      if (p.workload != workload) continue;
      entry e{"file/" + std::string(p.workload) + "/" + std::string(p.library) + "/" + std::string(p.mode),
              label_of(p.compiler, p.note), p.write != nullptr ? kind::write : kind::read};
      e.write = p.write;
      e.read = p.read;
      e.exact = p.write != nullptr && (p.library == "tidyjson" || p.library == "rapidjson");
      e.typed = p.workload != "pull";
      out.push_back(std::move(e));
    }
  }
  for (const bench::codec& c : bench::all_codecs()) {
    if (c.read_orders == nullptr) continue;
    entry e{"file/read/" + std::string(c.library) + "/" + std::string(c.mode),
            label_of(c.compiler, c.note.empty() ? "whole file read, then read_orders (adapters/)" : c.note),
            kind::read_vector};
    e.read_orders = c.read_orders;
    out.push_back(std::move(e));
  }
  {
    entry e{"file/read/tidyjson/ctx_fd",
            label_of(compiler, "deserialize<std::vector<Order>>(fd), BookstoreJson: element by element, no text held"),
            kind::read_vector_fd};
    e.read_orders_fd = read_orders_fd;
    out.push_back(std::move(e));
  }
  out.push_back({"file/limit/memcpy/copy", label_of(compiler, "memcpy of the file's size, pages faulted in"),
                 kind::memcpy_limit});
  out.push_back({"file/limit/page_cache/read_1mib", label_of(compiler, "read() in 1 MiB chunks after a warm-up pass"),
                 kind::page_cache_limit});
  return out;
}

// ---- one run, in the child ---------------------------------------------------------

std::uint64_t status_kib(const char* field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  const std::size_t n = std::strlen(field);
  while (std::getline(in, line)) {
    if (line.compare(0, n, field) == 0 && line.size() > n && line[n] == ':') {
      return std::strtoull(line.c_str() + n + 1, nullptr, 10);
    }
  }
  return 0;
}

double cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e9 + static_cast<double>(ts.tv_nsec);
}

struct sample {
  double wall_ns = 0;
  double cpu_ns = 0;
  std::uint64_t alloc_bytes = 0;
  std::uint64_t allocs = 0;
  std::uint64_t rss_before_kib = 0;  ///< VmRSS just before the timed operation
  std::uint64_t hwm_kib = 0;         ///< VmHWM just after it
  std::uint64_t output_bytes = 0;    ///< what a writer wrote
  int same_bytes = -1;               ///< a writer's output is the generated file (1), differs (0)
  tally t;
  bool has_tally = true;
};

/// Times `op` and reads the counters and the peak RSS around it.
template <class Op>
void timed(sample& s, Op op) {
  s.rss_before_kib = status_kib("VmRSS");
  const bench::alloc_snapshot before = bench::alloc_snapshot::now();
  const double cpu0 = cpu_ns();
  const auto t0 = std::chrono::steady_clock::now();
  op();
  const auto t1 = std::chrono::steady_clock::now();
  const double cpu1 = cpu_ns();
  const bench::alloc_snapshot after = bench::alloc_snapshot::now();
  s.hwm_kib = status_kib("VmHWM");
  s.wall_ns = std::chrono::duration<double, std::nano>(t1 - t0).count();
  s.cpu_ns = cpu1 - cpu0;
  s.alloc_bytes = after.bytes - before.bytes;
  s.allocs = after.count - before.count;
}

bool same_files(const std::string& a, const std::string& b) {
  std::ifstream fa(a, std::ios::binary), fb(b, std::ios::binary);
  std::vector<char> ba(1 << 20), bb(1 << 20);
  for (;;) {
    fa.read(ba.data(), static_cast<std::streamsize>(ba.size()));
    fb.read(bb.data(), static_cast<std::streamsize>(bb.size()));
    if (fa.gcount() != fb.gcount()) return false;
    if (std::memcmp(ba.data(), bb.data(), static_cast<std::size_t>(fa.gcount())) != 0) return false;
    if (fa.gcount() == 0) return true;
  }
}

sample run_child(const entry& e, const std::string& path, std::uint64_t count) {
  sample s;
  switch (e.how) {
    case kind::write: {
      const std::vector<Order> orders = bookstore::generate_orders(count);
      const std::string out = path + ".out." + std::to_string(::getpid());
      const int fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (fd < 0) die("cannot create " + out);
      timed(s, [&] {
        e.write(orders, fd);
        if (::close(fd) != 0) die("cannot write " + out);
      });
      s.output_bytes = file_size(out);
      s.t = stream_ctx(out.c_str());  // read back, untimed
      s.same_bytes = same_files(out, path) ? 1 : 0;
      ::unlink(out.c_str());
      break;
    }
    case kind::read:
      timed(s, [&] { s.t = e.read(path.c_str()); });
      break;
    case kind::read_vector: {
      bench::Orders orders;
      timed(s, [&] {
        const file_text text = read_whole(path.c_str());
        orders = e.read_orders(text.view());
      });
      s.t = tally_of(orders);
      break;
    }
    case kind::read_vector_fd: {
      bench::Orders orders;
      timed(s, [&] {
        const int fd = open_read(path.c_str());
        orders = e.read_orders_fd(fd);
        ::close(fd);
      });
      s.t = tally_of(orders);
      break;
    }
    case kind::memcpy_limit: {
      const std::size_t n = file_size(path);
      std::unique_ptr<char[]> from(new char[n]), to(new char[n]);
      std::memset(from.get(), 'x', n);
      std::memset(to.get(), 0, n);
      timed(s, [&] { std::memcpy(to.get(), from.get(), n); });
      if (std::memcmp(to.get(), from.get(), std::min<std::size_t>(n, 4096)) != 0) die("memcpy?");
      s.has_tally = false;
      break;
    }
    case kind::page_cache_limit: {
      const int fd = open_read(path.c_str());
      std::vector<char> buf(1 << 20);
      auto pass = [&] {
        std::uint64_t total = 0;
        for (;;) {
          const ssize_t got = ::read(fd, buf.data(), buf.size());
          if (got < 0) die("read failed");
          if (got == 0) break;
          total += static_cast<std::uint64_t>(got);
        }
        return total;
      };
      pass();
      ::lseek(fd, 0, SEEK_SET);
      std::uint64_t total = 0;
      timed(s, [&] { total = pass(); });
      ::close(fd);
      if (total != file_size(path)) die("short read");
      s.has_tally = false;
      break;
    }
  }
  return s;
}

void print_sample(const sample& s) {
  std::printf("RESULT %.0f %.0f %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %d %d %" PRIu64
              " %" PRIu64 " %s %s %" PRIu64 "\n",
              s.wall_ns, s.cpu_ns, s.alloc_bytes, s.allocs, s.rss_before_kib, s.hwm_kib, s.output_bytes,
              s.same_bytes, s.has_tally ? 1 : 0, s.t.orders, s.t.items, s.t.revenue.to_string().c_str(),
              s.t.prices.to_string().c_str(), s.t.digest);
}

sample parse_sample(const std::string& text) {
  std::istringstream in(text.substr(text.find("RESULT ")));
  std::string tag, revenue, prices;
  sample s;
  int has_tally = 0;
  in >> tag >> s.wall_ns >> s.cpu_ns >> s.alloc_bytes >> s.allocs >> s.rss_before_kib >> s.hwm_kib >>
      s.output_bytes >> s.same_bytes >> has_tally >> s.t.orders >> s.t.items >> revenue >> prices >> s.t.digest;
  if (!in) die("a child printed no result: " + text);
  s.has_tally = has_tally != 0;
  s.t.revenue = *tidyjson::decimal::parse(revenue);
  s.t.prices = *tidyjson::decimal::parse(prices);
  return s;
}

// ---- the parent ----------------------------------------------------------------------

/// Runs `name` in a fresh process (this binary, re-executed) and returns its sample.
sample spawn(const std::string& self, const std::string& name, const std::string& path, std::uint64_t count) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) die("pipe");
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    ::dup2(pipe_fds[1], 1);
    ::close(pipe_fds[0]);
    ::close(pipe_fds[1]);
    const std::string a1 = "--child=" + name, a2 = "--file=" + path, a3 = "--orders=" + std::to_string(count);
    char* argv[] = {const_cast<char*>(self.c_str()), const_cast<char*>(a1.c_str()), const_cast<char*>(a2.c_str()),
                    const_cast<char*>(a3.c_str()), nullptr};
    ::execv(self.c_str(), argv);
    std::_Exit(127);
  }
  ::close(pipe_fds[1]);
  std::string text;
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(pipe_fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buf, static_cast<std::size_t>(n));
  }
  ::close(pipe_fds[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) die(name + ": the child failed");
  return parse_sample(text);
}

/// Aborts unless the run read (or wrote) exactly the generated orders.
void check(const entry& e, const sample& s, const tally& expected) {
  if (!s.has_tally) return;
  auto mismatch = [&](const char* what, const std::string& got, const std::string& want) {
    std::fprintf(stderr, "bench_file: %s: %s is %s, expected %s (tidyjson's)\n", e.name.c_str(), what, got.c_str(),
                 want.c_str());
    std::abort();
  };
  if (s.t.orders != expected.orders) mismatch("orders", std::to_string(s.t.orders), std::to_string(expected.orders));
  if (s.t.items != expected.items) mismatch("items", std::to_string(s.t.items), std::to_string(expected.items));
  if (s.t.revenue != expected.revenue) mismatch("revenue", s.t.revenue.to_string(), expected.revenue.to_string());
  if (e.typed) {
    if (s.t.digest != expected.digest) mismatch("digest", std::to_string(s.t.digest), std::to_string(expected.digest));
    if (s.t.prices != expected.prices) mismatch("unit prices", s.t.prices.to_string(), expected.prices.to_string());
  }
  if (e.exact && s.same_bytes != 1) mismatch("output", "different bytes", "the generated file");
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  in >> a >> b >> c;
  return a + " " + b + " " + c;
}

std::string json_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct options_t {
  std::uint64_t orders = 1000000;
  int repetitions = 1;
  std::string dir;
  std::string out;
  std::string filter;
  std::string child;
  std::string file;
  std::string expect_revenue;
  bool list = false;
};

int usage() {
  std::fputs(
      "usage: bench_file [--orders=N] [--repetitions=R] [--dir=DIR] [--out=FILE.json] [--filter=TEXT]\n"
      "                  [--expect-revenue=DECIMAL] [--list]\n"
      "  --orders=N        orders in the file (default 1000000, about 458 MB)\n"
      "  --repetitions=R   runs of each workload, each in its own process (default 1)\n"
      "  --dir=DIR         where the file goes (default $TIDYJSON_BENCH_FILE_DIR, else a new\n"
      "                    directory in $TMPDIR, removed at the end)\n"
      "  --out=FILE        the runs as Google Benchmark JSON (for report.py and plot.py)\n"
      "  --filter=TEXT     only the workloads whose name contains TEXT (the limits always run)\n"
      "  --expect-revenue  abort unless the generated orders' revenue is this\n",
      stderr);
  return 2;
}

int parent(const options_t& opt) {
  const std::vector<entry> all = registry();
  std::vector<const entry*> chosen;
  for (const entry& e : all) {
    if (opt.filter.empty() || e.name.find(opt.filter) != std::string::npos || e.name.starts_with("file/limit/")) {
      chosen.push_back(&e);
    }
  }
  if (opt.list) {
    for (const entry* e : chosen) std::printf("%s\n", e->name.c_str());
    return 0;
  }
  char self[4096];
  const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) die("cannot find this binary");
  self[n] = '\0';

  std::string dir = opt.dir;
  bool remove_dir = false;
  if (dir.empty()) {
    if (const char* env = std::getenv("TIDYJSON_BENCH_FILE_DIR"); env != nullptr && *env != '\0') dir = env;
  }
  if (dir.empty()) {
    const char* tmp = std::getenv("TMPDIR");
    std::string templ = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/bench_file.XXXXXX";
    if (::mkdtemp(templ.data()) == nullptr) die("cannot create a temporary directory");
    dir = templ;
    remove_dir = true;
  }
  const std::string path = dir + "/orders-" + std::to_string(opt.orders) + ".json";

  const std::string load_before = load_average();
  const auto g0 = std::chrono::steady_clock::now();
  const tally expected = generate(path, opt.orders);
  const double gen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - g0).count();
  const std::uint64_t size = file_size(path);
  std::printf("file: %s, %" PRIu64 " orders, %" PRIu64 " items, %" PRIu64 " bytes, revenue %s (generated in %.1f s)\n",
              path.c_str(), expected.orders, expected.items, size, expected.revenue.to_string().c_str(), gen_s);
  std::printf("load average before: %s\n", load_before.c_str());
  if (!opt.expect_revenue.empty() && expected.revenue.to_string() != opt.expect_revenue) {
    die("the generated revenue is " + expected.revenue.to_string() + ", expected " + opt.expect_revenue);
  }
  std::fflush(stdout);

  // Every repetition runs every workload once, in a shuffled order.
  std::map<const entry*, std::vector<sample>> samples;
  std::mt19937 shuffle(2026);
  for (int rep = 0; rep < opt.repetitions; ++rep) {
    std::vector<const entry*> order = chosen;
    std::shuffle(order.begin(), order.end(), shuffle);
    for (const entry* e : order) {
      const sample s = spawn(self, e->name, path, opt.orders);
      check(*e, s, expected);
      samples[e].push_back(s);
      std::fprintf(stderr, "  %-44s %9.1f MB/s  peak RSS %8.1f MB\n", e->name.c_str(),
                   static_cast<double>(size) / s.wall_ns * 1e3, static_cast<double>(s.hwm_kib) / 1024.0);
    }
  }
  const std::string load_after = load_average();

  // The table: medians over the repetitions.
  std::printf("load average after: %s\n\n", load_after.c_str());
  std::printf("%zu run(s) per row, each in its own process; medians. MB/s = 10^6 bytes of the file per second of "
              "wall time; ratio = time / the best tidyjson time of the workload (above 1: slower).\n",
              static_cast<std::size_t>(opt.repetitions));
  std::string workload;
  double best = 0;
  for (const entry* e : chosen) {
    const std::vector<sample>& v = samples[e];
    const std::string w = e->name.substr(0, e->name.find('/', 5));
    if (w != workload) {
      workload = w;
      best = 0;
      for (const entry* f : chosen) {
        if (f->name.starts_with(w + "/tidyjson/")) {
          std::vector<double> t;
          for (const sample& s : samples[f]) t.push_back(s.wall_ns);
          const double m = median(t);
          if (best == 0 || m < best) best = m;
        }
      }
      std::printf("\n| %s | MB/s | ns/order | CPU ns/order | heap bytes | allocs | RSS before MB | peak RSS MB "
                  "| peak / file | ratio |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
                  w.c_str());
    }
    std::vector<double> wall, cpu, bytes, allocs, before, hwm;
    for (const sample& s : v) {
      wall.push_back(s.wall_ns);
      cpu.push_back(s.cpu_ns);
      bytes.push_back(static_cast<double>(s.alloc_bytes));
      allocs.push_back(static_cast<double>(s.allocs));
      before.push_back(static_cast<double>(s.rss_before_kib) / 1024.0);
      hwm.push_back(static_cast<double>(s.hwm_kib) / 1024.0);
    }
    const double ns = median(wall);
    const double orders = static_cast<double>(opt.orders);
    std::printf("| %s | %.0f | %.0f | %.0f | %.0f | %.0f | %.1f | %.1f | %.2f | %s |\n",
                e->name.substr(w.size() + 1).c_str(), static_cast<double>(size) / ns * 1e3, ns / orders,
                median(cpu) / orders, median(bytes), median(allocs), median(before), median(hwm),
                median(hwm) * 1024.0 * 1024.0 / static_cast<double>(size),
                best > 0 ? std::to_string(ns / best).substr(0, 4).c_str() : "–");
  }

  if (!opt.out.empty()) {
    std::ofstream out(opt.out);
    char date[64];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S%z", std::localtime(&now));
    out << "{\n  \"context\": {\"date\": \"" << date << "\", \"executable\": \"" << json_escape(self)
        << "\", \"num_cpus\": " << ::sysconf(_SC_NPROCESSORS_ONLN) << ", \"library_build_type\": \"release\""
        << ", \"json_bytes\": " << size << ", \"orders\": " << opt.orders << ", \"load_before\": \"" << load_before
        << "\", \"load_after\": \"" << load_after << "\"},\n  \"benchmarks\": [";
    bool first = true;
    for (const entry* e : chosen) {
      const std::vector<sample>& v = samples[e];
      for (std::size_t i = 0; i < v.size(); ++i) {
        const sample& s = v[i];
        out << (first ? "\n" : ",\n") << "    {\"name\": \"" << e->name << "\", \"run_name\": \"" << e->name
            << "\", \"run_type\": \"iteration\", \"repetitions\": " << v.size() << ", \"repetition_index\": " << i
            << ", \"iterations\": 1, \"real_time\": " << s.wall_ns << ", \"cpu_time\": " << s.cpu_ns
            << ", \"time_unit\": \"ns\", \"bytes_per_second\": " << static_cast<double>(size) / s.wall_ns * 1e9
            << ", \"bytes_per_call\": " << s.alloc_bytes << ", \"allocs_per_call\": " << s.allocs
            << ", \"ns_per_order\": " << s.wall_ns / static_cast<double>(opt.orders)
            << ", \"rss_before_bytes\": " << s.rss_before_kib * 1024 << ", \"peak_rss_bytes\": " << s.hwm_kib * 1024
            << ", \"output_bytes\": " << s.output_bytes << ", \"label\": \"" << json_escape(e->label) << "\"}";
        first = false;
      }
    }
    out << "\n  ]\n}\n";
    if (!out) die("cannot write " + opt.out);
  }

  if (remove_dir) {
    ::unlink(path.c_str());
    ::rmdir(dir.c_str());
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  options_t opt;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    auto value = [&](std::string_view flag) -> const char* {
      return a.starts_with(flag) && a.size() > flag.size() && a[flag.size()] == '=' ? argv[i] + flag.size() + 1
                                                                                      : nullptr;
    };
    if (const char* v = value("--orders")) {
      opt.orders = std::strtoull(v, nullptr, 10);
    } else if (const char* v = value("--repetitions")) {
      opt.repetitions = std::max(1, std::atoi(v));
    } else if (const char* v = value("--dir")) {
      opt.dir = v;
    } else if (const char* v = value("--out")) {
      opt.out = v;
    } else if (const char* v = value("--filter")) {
      opt.filter = v;
    } else if (const char* v = value("--expect-revenue")) {
      opt.expect_revenue = v;
    } else if (const char* v = value("--child")) {
      opt.child = v;
    } else if (const char* v = value("--file")) {
      opt.file = v;
    } else if (a == "--list") {
      opt.list = true;
    } else {
      return usage();
    }
  }
  if (opt.orders == 0) return usage();
  try {
    if (!opt.child.empty()) {
      for (const entry& e : registry()) {
        if (e.name == opt.child) {
          print_sample(run_child(e, opt.file, opt.orders));
          return 0;
        }
      }
      die("no workload " + opt.child);
    }
    return parent(opt);
  } catch (const std::exception& e) {
    die(e.what());
  }
}
