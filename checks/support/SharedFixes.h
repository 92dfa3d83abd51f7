//===--- SharedFixes.h - clang-tidy -----------------------------*- C++ -*-===//
//
// The one place where the json-* checks attach fixes to their reports.
//
// A check queues its reports here instead of emitting them, each with the
// fixes it makes alone and the fixes it shares with other reports (a type's
// registration wanted by every call that reaches the type, the types missing
// from one context's list, the hoisted objects of one statement). emit()
// then applies the rule that clang-tidy and clang-apply-replacements need:
//
//  - a shared fix is built once and carried by one report: the one most
//    likely to be shown (in the main file rather than a header, and not
//    suppressed by NOLINT), the first of them in report order;
//  - insertions that several reports make at one place become one insertion,
//    carried by the first of those reports in the same order (two diagnostics
//    inserting at one offset make clang-apply-replacements refuse the file,
//    and the same edit on two diagnostics makes clang-tidy drop both).
//
// Every fix passes through emit(), which also applies the rule about which
// fixes may be offered at all: a fix proven from what this translation unit
// does (FixScope::Unit) that edits a file other translation units can
// include (any file but the main file) is withheld, and its reports say why,
// unless the ProjectWideFixes option says that the driver proves it for
// every unit that includes the file (json-tidy keeps such an edit only when
// every one of them makes it).
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_SUPPORT_SHAREDFIXES_H
#define TIDYJSON_CHECKS_SUPPORT_SHAREDFIXES_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class SourceManager;
namespace tidy::json {

/// A fix as built: its edits, or why there are none (WhyNot may be empty
/// when there is simply nothing to say).
struct FixOutcome {
  std::vector<FixItHint> Edits;
  std::string WhyNot;
  static FixOutcome none(std::string WhyNot) { return {{}, std::move(WhyNot)}; }
};

/// What a fix is proven from, which decides whether it may edit a file that
/// other translation units include.
enum class FixScope {
  /// What this translation unit does with the declaration it edits (which
  /// types it writes, with which settings): other units may differ.
  Unit,
  /// The edited text alone, which is the same in every translation unit.
  Text,
};

class SharedFixes {
public:
  using ReportId = unsigned;
  /// The check option (local or global) that says the driver proves a
  /// FixScope::Unit fix in a shared file for every unit that includes it.
  static constexpr char ProjectWideOption[] = "ProjectWideFixes";

  explicit SharedFixes(bool ProjectWide = false) : ProjectWide(ProjectWide) {}
  bool projectWide() const { return ProjectWide; }
  /// What a fix is shared under: an object (a declaration, a statement) and
  /// a kind, so that one object can key several fixes.
  using Key = std::pair<const void *, unsigned>;

  /// What a report is emitted with.
  struct Carried {
    /// The fixes this report carries.
    llvm::ArrayRef<FixItHint> Fixes;
    /// Why a fix this report needed could not be built or is withheld
    /// (empty if none).
    llvm::StringRef WhyNot;
    /// Where the report that carries a fix this one shares is, when that is
    /// another report.
    SourceLocation CarrierAt;
  };
  using Emitter = std::function<void(const Carried &)>;
  /// Builds a shared fix from the items of the reports that share it and are
  /// likely to be shown, in report order, each once.
  using Builder = std::function<FixOutcome(llvm::ArrayRef<const void *> Items)>;

  /// Queues a report at \p At (where its diagnostic goes); \p Emit emits it.
  ReportId report(SourceLocation At, Emitter Emit);
  /// A fix that report \p R alone makes (all of a report's own fixes are one
  /// fix: withheld together).
  void addOwn(ReportId R, FixItHint Fix, FixScope Scope = FixScope::Unit);
  /// Report \p R needs the fix shared under \p K, to which it contributes
  /// \p Item. The first report to share \p K gives the builder.
  void share(ReportId R, Key K, const void *Item, Builder Build,
             FixScope Scope = FixScope::Unit);
  /// Emits the queued reports with their fixes, in the order they were
  /// queued, and forgets them.
  void emit(const SourceManager &SM);
  void clear();

  /// The note "no automatic fix: ..." at \p At of a report emitted with
  /// \p C, if it has one.
  static void noteWhyNot(ClangTidyCheck &Check, const Carried &C,
                         SourceLocation At);

private:
  struct Report {
    SourceLocation At;
    Emitter Emit;
    std::vector<FixItHint> Fixes;
    FixScope OwnScope = FixScope::Text;
    std::string WhyNot;
    SourceLocation CarrierAt;
    int Rank = -1; // carrierRank, computed when needed
  };
  struct Shared {
    Builder Build;
    FixScope Scope = FixScope::Unit;
    std::vector<std::pair<ReportId, const void *>> Members;
  };

  /// Why edits \p Edits, proven as \p Scope says, cannot be offered in this
  /// run (empty: they can).
  std::string withheld(llvm::ArrayRef<FixItHint> Edits, FixScope Scope,
                       const SourceManager &SM) const;
  unsigned rankOf(ReportId R, const SourceManager &SM);
  void build(Shared &S, const SourceManager &SM);
  void mergeInsertions(const SourceManager &SM);

  bool ProjectWide;
  std::vector<Report> Reports;
  std::vector<Key> KeyOrder;
  llvm::DenseMap<Key, Shared> SharedFixesByKey;
};

/// How fit a report at \p Loc is to carry a fix that other reports share:
/// 0 in the main file, 1 in another file (shown only under --header-filter),
/// 2 when a NOLINT comment is likely to suppress it (NOLINT on its line,
/// NOLINTNEXTLINE on the line before, or inside NOLINTBEGIN/NOLINTEND).
unsigned carrierRank(SourceLocation Loc, const SourceManager &SM);

} // namespace tidy::json
} // namespace clang

#endif // TIDYJSON_CHECKS_SUPPORT_SHAREDFIXES_H
