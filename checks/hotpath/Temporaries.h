//===--- Temporaries.h - clang-tidy -----------------------------*- C++ -*-===//
//
// Temporary options objects written in the argument lists of serializer
// calls, and the statement a hoisted one can be declared before.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_HOTPATH_TEMPORARIES_H
#define TIDYJSON_CHECKS_HOTPATH_TEMPORARIES_H

#include "hotpath/RunFrequency.h"
#include "model/Contract.h"
#include "support/ParentWalk.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace clang::tidy::json {

/// Why a construction gets no fix: the note that says so (the texts are in
/// one table, noFixText()), where it goes, and what it names.
enum class NoFix {
  None,
  Macro,
  SeveralDeclarations,
  Position,
  Constexpr,
  NeedsInitializer,
  Copy,
  Dependency,
  Mutation,
  Capture,
  NoStatement,
  JumpInto,
  NotConstRef,
  ConditionalCopy,
  Unspellable,
  NeedsCxx17,
  LateVariable,
};
struct WhyNoFix {
  NoFix Reason = NoFix::None;
  SourceLocation Where;
  /// %0 of the note: the variable, or what the initializer depends on.
  const NamedDecl *Named = nullptr;
  std::string Text;
};
/// The note for \p Reason (%0: WhyNoFix::Named or WhyNoFix::Text).
llvm::StringRef noFixText(NoFix Reason);

/// A temporary options object written in a serializer call's arguments.
struct Temporary {
  const Expr *Written = nullptr;      // what the fix replaces
  const Expr *Construction = nullptr; // the construction inside it
  const CallExpr *Call = nullptr;
  unsigned ArgIndex = 0;
  bool BracedList = false;         // `{...}`: the type is not written
  bool ImplicitConversion = false; // `f(o, setting)` converted implicitly
  bool InConditional = false;      // an arm of ?:
  std::optional<Placement> P;
  WhyNoFix Why;
  std::string Declaration; // "static const T %NAME%{...};"
  std::string Name;
  CharSourceRange Range;
};

/// The options temporaries written in the arguments of \p Call: `T{...}`,
/// `T(...)`, a braced list, or a construction by implicit conversion, also
/// as the arms of ?:. Copies and moves of existing objects are not
/// temporaries built here.
void collectTemporaries(const CallExpr *Call, const OptionsTypes &Types,
                        llvm::SmallVectorImpl<Temporary> &Out);

/// Every options temporary of the serializer calls in statement \p Anchor
/// whose own anchor it is, in source order: one fix hoists them all.
llvm::SmallVector<Temporary, 4>
temporariesOfStatement(const Stmt *Anchor, const OptionsTypes &Types,
                       const EntryPoints &Entries, const ParentWalk &Walk);

/// The statement a `static const` declaration can be put right before: the
/// innermost statement around \p E that sits in a block (or after a label
/// that sits in a block). Null when there is none within the callable.
const Stmt *anchorOf(const Expr *E, const ParentWalk &Walk);

/// Whether control can enter \p S other than at its start: a label inside
/// it, or a `case` of a switch outside it.
bool canBeJumpedInto(const Stmt *S);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_HOTPATH_TEMPORARIES_H
