//===--- SharedFixes.cpp - clang-tidy -------------------------------------===//

#include "SharedFixes.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"

namespace clang::tidy::json {

SharedFixes::ReportId SharedFixes::report(SourceLocation At, Emitter Emit) {
  Report Rep;
  Rep.At = At;
  Rep.Emit = std::move(Emit);
  Reports.push_back(std::move(Rep));
  return static_cast<ReportId>(Reports.size() - 1);
}

void SharedFixes::addOwn(ReportId R, FixItHint Fix, FixScope Scope) {
  Reports[R].Fixes.push_back(std::move(Fix));
  if (Scope == FixScope::Unit)
    Reports[R].OwnScope = FixScope::Unit;
}

void SharedFixes::share(ReportId R, Key K, const void *Item, Builder Build,
                        FixScope Scope) {
  auto [It, First] = SharedFixesByKey.try_emplace(K);
  if (First) {
    It->second.Build = std::move(Build);
    It->second.Scope = Scope;
    KeyOrder.push_back(K);
  }
  It->second.Members.emplace_back(R, Item);
}

/// Whether the unit's main file is a header: an editor (clangd) checks the
/// header that is open as a unit of its own, but other units include it.
static bool mainFileIsHeader(const SourceManager &SM) {
  const OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  if (!Main)
    return false;
  const StringRef Ext = llvm::sys::path::extension(Main->getName());
  return llvm::is_contained(
      {".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc", ".cuh"},
      Ext.lower());
}

std::string SharedFixes::withheld(llvm::ArrayRef<FixItHint> Edits,
                                  FixScope Scope,
                                  const SourceManager &SM) const {
  if (ProjectWide || Scope == FixScope::Text)
    return {};
  const bool HeaderIsMain = mainFileIsHeader(SM);
  for (const FixItHint &Edit : Edits) {
    const SourceLocation Loc = SM.getFileLoc(Edit.RemoveRange.getBegin());
    if (Loc.isInvalid() || (SM.isWrittenInMainFile(Loc) && !HeaderIsMain))
      continue;
    return ("it would edit '" + llvm::sys::path::filename(SM.getFilename(Loc)) +
            "', which other translation units can include; json-tidy --all "
            "--fix makes the edit when every one of them makes it")
        .str();
  }
  return {};
}

unsigned SharedFixes::rankOf(ReportId R, const SourceManager &SM) {
  Report &Rep = Reports[R];
  if (Rep.Rank < 0)
    Rep.Rank = static_cast<int>(carrierRank(Rep.At, SM));
  return static_cast<unsigned>(Rep.Rank);
}

/// Builds one shared fix from its members likely to be shown, and gives it to
/// the best of them; when it cannot be built, each member learns why.
void SharedFixes::build(Shared &S, const SourceManager &SM) {
  std::optional<ReportId> Carrier;
  llvm::SmallVector<const void *, 4> Items;
  for (const auto &[R, Item] : S.Members) {
    const unsigned Rank = rankOf(R, SM);
    if (Rank >= 2)
      continue;
    if (!llvm::is_contained(Items, Item))
      Items.push_back(Item);
    if (!Carrier || Rank < rankOf(*Carrier, SM))
      Carrier = R;
  }
  if (!Carrier)
    return; // every report that wants it is suppressed
  FixOutcome Out = S.Build(Items);
  if (std::string Why = withheld(Out.Edits, S.Scope, SM); !Why.empty())
    Out = FixOutcome::none(std::move(Why));
  if (Out.Edits.empty()) {
    for (const auto &Member : S.Members)
      if (Reports[Member.first].WhyNot.empty())
        Reports[Member.first].WhyNot = Out.WhyNot;
    return;
  }
  for (FixItHint &Edit : Out.Edits)
    Reports[*Carrier].Fixes.push_back(std::move(Edit));
  for (const auto &Member : S.Members)
    if (Member.first != *Carrier)
      Reports[Member.first].CarrierAt = Reports[*Carrier].At;
}

static bool isInsertion(const FixItHint &F) {
  return F.RemoveRange.getBegin() == F.RemoveRange.getEnd() &&
         !F.CodeToInsert.empty() && !F.InsertFromRange.isValid();
}

/// Insertions at one place become one, owned by the best report among those
/// that make them (rank, then report order, then fix order).
void SharedFixes::mergeInsertions(const SourceManager &SM) {
  using Slot = std::pair<ReportId, size_t>; // report, fix index
  llvm::DenseMap<unsigned, llvm::SmallVector<Slot, 2>> ByOffset;
  std::vector<unsigned> Offsets;
  for (ReportId R = 0; R < Reports.size(); ++R)
    for (size_t I = 0; I < Reports[R].Fixes.size(); ++I) {
      const FixItHint &F = Reports[R].Fixes[I];
      if (!isInsertion(F))
        continue;
      auto [It, First] =
          ByOffset.try_emplace(F.RemoveRange.getBegin().getRawEncoding());
      if (First)
        Offsets.push_back(It->first);
      It->second.push_back({R, I});
    }
  llvm::SmallVector<Slot, 8> Dropped;
  for (unsigned Offset : Offsets) {
    llvm::SmallVector<Slot, 2> &Slots = ByOffset[Offset];
    if (Slots.size() < 2)
      continue;
    llvm::sort(Slots, [&](const Slot &A, const Slot &B) {
      const unsigned RankA = rankOf(A.first, SM), RankB = rankOf(B.first, SM);
      return RankA != RankB ? RankA < RankB : A < B; // then report order
    });
    FixItHint &Owner = Reports[Slots.front().first].Fixes[Slots.front().second];
    for (const Slot &S : llvm::drop_begin(Slots)) {
      Owner.CodeToInsert += Reports[S.first].Fixes[S.second].CodeToInsert;
      Dropped.push_back(S);
    }
  }
  // Erase from the back so that the indices stay valid.
  llvm::sort(Dropped, [](const Slot &A, const Slot &B) { return A > B; });
  for (const Slot &S : Dropped)
    Reports[S.first].Fixes.erase(Reports[S.first].Fixes.begin() +
                                 static_cast<std::ptrdiff_t>(S.second));
}

void SharedFixes::emit(const SourceManager &SM) {
  // A report's own fixes are one fix: withheld together.
  for (Report &R : Reports) {
    if (std::string Why = withheld(R.Fixes, R.OwnScope, SM); !Why.empty()) {
      R.Fixes.clear();
      R.WhyNot = std::move(Why);
    }
  }
  for (const Key &K : KeyOrder)
    build(SharedFixesByKey[K], SM);
  mergeInsertions(SM);
  for (const Report &R : Reports)
    R.Emit({R.Fixes, R.WhyNot, R.CarrierAt});
  clear();
}

void SharedFixes::noteWhyNot(ClangTidyCheck &Check, const Carried &C,
                             SourceLocation At) {
  if (C.WhyNot.empty())
    return;
  Check.diag(At, "no automatic fix: %0", DiagnosticIDs::Note) << C.WhyNot;
}

void SharedFixes::clear() {
  Reports.clear();
  KeyOrder.clear();
  SharedFixesByKey.clear();
}

//===--- NOLINT -----------------------------------------------------------===//

namespace {
/// Counts the occurrences of \p Word in \p Text.
size_t occurrences(StringRef Text, StringRef Word) {
  size_t N = 0;
  for (size_t At = Text.find(Word); At != StringRef::npos;
       At = Text.find(Word, At + 1))
    ++N;
  return N;
}
} // namespace

unsigned carrierRank(SourceLocation Loc, const SourceManager &SM) {
  Loc = SM.getExpansionLoc(Loc);
  if (Loc.isInvalid())
    return 2;
  bool Invalid = false;
  const StringRef Buffer = SM.getBufferData(SM.getFileID(Loc), &Invalid);
  if (Invalid)
    return 2;
  const unsigned Offset = SM.getFileOffset(Loc);
  const size_t LineStart = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  const size_t Begin = LineStart == StringRef::npos ? 0 : LineStart + 1;
  const StringRef Line = Buffer.slice(Begin, Buffer.find('\n', Offset));
  StringRef Previous;
  if (Begin != 0) {
    const size_t PrevStart = Buffer.rfind('\n', Begin >= 2 ? Begin - 2 : 0);
    Previous =
        Buffer.slice(PrevStart == StringRef::npos ? 0 : PrevStart + 1, Begin);
  }
  const StringRef Before = Buffer.take_front(Begin);
  const bool OnLine =
      Line.contains("NOLINT") && !Line.contains("NOLINTNEXTLINE") &&
      !Line.contains("NOLINTBEGIN") && !Line.contains("NOLINTEND");
  if (OnLine || Previous.contains("NOLINTNEXTLINE") ||
      occurrences(Before, "NOLINTBEGIN") > occurrences(Before, "NOLINTEND"))
    return 2;
  return SM.isInMainFile(Loc) ? 0 : 1;
}

} // namespace clang::tidy::json
