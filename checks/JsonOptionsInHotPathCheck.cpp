//===--- JsonOptionsInHotPathCheck.cpp - clang-tidy -----------------------===//
//
// Part of tidyjson. See docs/checks/json-options-in-hot-path.md.
//
// Two kinds of construction are reported:
//
//  - a local options object with automatic storage whose only purpose is to
//    be handed to serializer entry points (every other use that could keep
//    the object, or a pointer to it, silences the check);
//  - a temporary options object written in the argument list of a serializer
//    call (also as an arm of ?:).
//
// Both are reported where they are built once per execution of a function or
// lambda body (hotpath/RunFrequency.h). The fix (hotpath/HoistFix.h) turns a
// local into a `static const` local, and pulls temporaries out into
// `static const` locals declared right before the statement; all
// temporaries of one statement are hoisted by one fix.
//
//===----------------------------------------------------------------------===//

#include "JsonOptionsInHotPathCheck.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "hotpath/ConstantInit.h"
#include "hotpath/OptionsUses.h"
#include "support/ASTUtils.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/Attr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char LocalId[] = "local"; // VarDecl: a local options object
static constexpr char CallId[] =
    "call"; // CallExpr: a call with an options argument
static constexpr char RootId[] =
    "root"; // Decl: a definition that may hold candidates

// What a construction per call costs, with the runtime's shared metadata
// cache (docs/runtime.md, "The metadata cache").
static constexpr char CostText[] =
    "each call looks up its per-type metadata again, and rebuilds it when its "
    "settings are not in the shared cache";

//===--- Options ----------------------------------------------------------===//

JsonOptionsInHotPathCheck::NamePattern::NamePattern(StringRef Pattern)
    : Re(std::make_shared<llvm::Regex>(("^(" + Pattern + ")$").str())) {
  Valid = Re->isValid();
}

bool JsonOptionsInHotPathCheck::NamePattern::matches(
    const NamedDecl &ND) const {
  if (!Valid)
    return false;
  if (const IdentifierInfo *II = ND.getIdentifier())
    if (Re->match(II->getName()))
      return true;
  const std::string Qualified = ND.getQualifiedNameAsString();
  return Re->match(Qualified) || Re->match("::" + Qualified);
}

JsonOptionsInHotPathCheck::JsonOptionsInHotPathCheck(StringRef Name,
                                                     ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      OptionsTypeNames(
          utils::options::parseStringList(Options.get("OptionsTypes", ""))),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", ""))),
      HotFunctions(Options.get("HotFunctions", "")),
      IgnoredFunctions(
          utils::options::parseStringList(Options.get("IgnoredFunctions", ""))),
      HotOnly(Options.get("HotOnly", false)), Entries(SerializerFunctions),
      Types(OptionsTypeNames) {
  if (!HotFunctions.trim().empty()) {
    HotPattern.emplace(HotFunctions.trim());
    if (!HotPattern->isValid())
      configurationDiag("invalid regular expression in option HotFunctions "
                        "of %0: '%1'")
          << Name << HotFunctions;
  }
  for (StringRef Pattern : IgnoredFunctions) {
    if (Pattern.trim().empty())
      continue;
    IgnoredPatterns.emplace_back(Pattern.trim());
    if (!IgnoredPatterns.back().isValid())
      configurationDiag("invalid regular expression in option "
                        "IgnoredFunctions of %0: '%1'")
          << Name << Pattern;
  }
}

void JsonOptionsInHotPathCheck::registerPPCallbacks(const SourceManager &,
                                                    Preprocessor *Pre,
                                                    Preprocessor *) {
  PP = Pre;
}

void JsonOptionsInHotPathCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "OptionsTypes",
                utils::options::serializeStringList(OptionsTypeNames));
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, "HotFunctions", HotFunctions);
  Options.store(Opts, "IgnoredFunctions",
                utils::options::serializeStringList(IgnoredFunctions));
  Options.store(Opts, "HotOnly", HotOnly);
}

//===--- Matchers ---------------------------------------------------------===//

void JsonOptionsInHotPathCheck::registerMatchers(MatchFinder *Finder) {
  const auto OptionsType = qualType(matchesIf<QualType>(
      [this](const QualType &T) { return Types.isOptionsType(T); }));
  const auto UserCode = unless(isExpansionInSystemHeader());

  // A local options object (automatic storage); instantiations are left to
  // check(), which sees them through DeclContexts without the parent map.
  Finder->addMatcher(varDecl(hasType(OptionsType), unless(parmVarDecl()),
                             hasAutomaticStorageDuration(), UserCode)
                         .bind(LocalId),
                     this);

  // A call with an options argument: check() keeps serializer calls and
  // looks for temporaries among the arguments. Matching top-down keeps the
  // (costly) parent map out of the way until a candidate turns up.
  Finder->addMatcher(
      callExpr(hasAnyArgument(expr(hasType(OptionsType))), UserCode)
          .bind(CallId),
      this);

  // The definitions candidates can sit in. They are matched before the nodes
  // inside them, so check() always knows the one around a candidate and
  // builds a parent map for it alone.
  Finder->addMatcher(functionDecl(isDefinition(), UserCode).bind(RootId), this);
  Finder->addMatcher(
      varDecl(hasGlobalStorage(), hasInitializer(expr()), UserCode)
          .bind(RootId),
      this);
  Finder->addMatcher(
      fieldDecl(hasInClassInitializer(expr()), UserCode).bind(RootId), this);
}

//===--- check() ----------------------------------------------------------===//

void JsonOptionsInHotPathCheck::noteRoot(const Decl *D,
                                         const SourceManager &SM) {
  // Only outermost definitions: a lambda's call operator or a local class's
  // member belongs to the function (or variable) around it.
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (isa<FunctionDecl>(DC))
      return;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && RD->isLambda())
      return;
  }
  if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->isLocalVarDecl())
    return;
  CurrentRoot = D;
  RootBegin = SM.getExpansionLoc(D->getBeginLoc());
  RootEnd = SM.getExpansionRange(D->getEndLoc()).getEnd();
}

const Decl *JsonOptionsInHotPathCheck::rootAt(SourceLocation Loc,
                                              const SourceManager &SM) const {
  if (!CurrentRoot || Loc.isInvalid() || RootBegin.isInvalid() ||
      RootEnd.isInvalid())
    return nullptr;
  Loc = SM.getExpansionLoc(Loc);
  return SM.isPointWithin(Loc, RootBegin, RootEnd) ? CurrentRoot : nullptr;
}

void JsonOptionsInHotPathCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  // Broken code gets no advice: the AST may not say what the user meant.
  if (Ctx.getDiagnostics().hasUncompilableErrorOccurred())
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  if (const auto *Root = Result.Nodes.getNodeAs<Decl>(RootId)) {
    noteRoot(Root, SM);
    return;
  }
  const auto *Var = Result.Nodes.getNodeAs<VarDecl>(LocalId);
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>(CallId);
  if (!Var && !Call)
    return;
  // Outside the definition being traversed, the node is seen again through
  // an implicit expansion (a default member initializer from a constructor,
  // a default argument from a call): it was checked where it is written.
  const Decl *Root = rootAt(Var ? Var->getLocation() : Call->getBeginLoc(), SM);
  // Code in a template instantiation is reported in the template: skip it
  // before building anything. A call is only of interest when it goes to an
  // entry point.
  if (!Root || (Var && isInInstantiation(Var)) || isInInstantiation(Root) ||
      (Call && !Entries.ofCall(Call)))
    return;
  if (!RootParents || RootParents->root() != Root)
    RootParents = std::make_unique<LocalParentMap>(Root);
  const ParentWalk Walk(Ctx, RootParents.get());
  if (Var)
    checkLocal(Var, Walk);
  else
    checkCall(Call, Walk);
}

void JsonOptionsInHotPathCheck::onEndOfTranslationUnit() {
  CurrentRoot = nullptr;
  RootParents.reset();
  Entries.clear();
  Types.clear();
  Names.clear();
  Fixes.clear();
  DoneAnchors.clear();
  DoneTemporaries.clear();
}

//===--- Placement --------------------------------------------------------===//

std::optional<Placement>
JsonOptionsInHotPathCheck::place(DynTypedNode Node,
                                 const ParentWalk &Walk) const {
  std::optional<Placement> P = findPlacement(Node, Walk);
  if (!P)
    return P;
  // The function each run of which builds the object.
  const FunctionDecl *Runs =
      P->Lambda ? P->Lambda->getCallOperator() : P->Outer;
  if (Runs && Runs->hasAttr<HotAttr>()) {
    P->HotFunction = Runs;
  } else if (!P->Lambda && P->Outer && HotPattern &&
             HotPattern->matches(*P->Outer)) {
    P->HotFunction = P->Outer;
    P->HotByOption = true;
  }
  return P;
}

bool JsonOptionsInHotPathCheck::shouldReport(const Placement &P) const {
  for (const FunctionDecl *FD : {P.Function, P.Outer}) {
    if (!FD)
      continue;
    if (FD->hasAttr<ColdAttr>())
      return false;
    if (!isLambdaCallOperator(FD))
      for (const NamePattern &Pattern : IgnoredPatterns)
        if (Pattern.matches(*FD))
          return false;
  }
  // A one-shot program pays the cost once.
  if (!P.Lambda && !P.Loop && P.Outer && P.Outer->isMain())
    return false;
  return !HotOnly || P.Loop || P.HotFunction || P.Lambda;
}

//===--- Locals -----------------------------------------------------------===//

namespace {
/// Whether a local of reference type binds an options object built right
/// here (other references are not constructions).
bool bindsFreshObject(const VarDecl *Var) {
  if (!Var->getType()->isReferenceType())
    return true;
  const Expr *Init = constructionOf(Var->getInit());
  if (!isa<CXXConstructExpr, InitListExpr, CXXParenListInitExpr>(Init))
    return false;
  const auto *CE = dyn_cast<CXXConstructExpr>(Init);
  return !CE || !CE->getConstructor() ||
         !CE->getConstructor()->isCopyOrMoveConstructor() ||
         CE->isListInitialization() || isa<CXXTemporaryObjectExpr>(CE);
}

/// Whether the declaration is a condition variable.
bool isConditionDeclaration(const DeclStmt *DS, const Stmt *Parent) {
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return If->getConditionVariableDeclStmt() == DS;
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return While->getConditionVariableDeclStmt() == DS;
  if (const auto *Switch = dyn_cast<SwitchStmt>(Parent))
    return Switch->getConditionVariableDeclStmt() == DS;
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return For->getConditionVariableDeclStmt() == DS;
  return false;
}
} // namespace

void JsonOptionsInHotPathCheck::checkLocal(const VarDecl *Var,
                                           const ParentWalk &Walk) {
  ASTContext &Ctx = Walk.context();
  if (Var->isInvalidDecl() || !Var->getInit() || Var->isConstexpr() ||
      Var->isCXXForRangeDecl() || Var->isInitCapture() ||
      Var->isExceptionVariable() || isa<DecompositionDecl>(Var) ||
      !Var->getIdentifier() || !bindsFreshObject(Var))
    return;
  // A copy of another options object that varies per call is built on
  // every call like any other: reported, with a note. A move takes the
  // cache along.
  const Expr *CopiedFrom = nullptr;
  if (const auto *CE =
          dyn_cast<CXXConstructExpr>(constructionOf(Var->getInit()));
      CE && CE->getConstructor() &&
      CE->getConstructor()->isCopyOrMoveConstructor() &&
      CE->getNumArgs() >= 1 && Types.isOptionsType(CE->getArg(0)->getType()) &&
      findDependency(CE->getArg(0), Ctx)) {
    if (CE->getConstructor()->isMoveConstructor())
      return;
    CopiedFrom = CE->getArg(0);
  }
  const auto *DS = dyn_cast_or_null<DeclStmt>(
      Walk.parent(DynTypedNode::create(*Var)).get<Stmt>());
  const Stmt *DSParent = DS ? Walk.parentStmt(DS) : nullptr;
  if (!DSParent || isConditionDeclaration(DS, DSParent))
    return;
  const std::optional<Placement> P = place(DynTypedNode::create(*Var), Walk);
  if (!P)
    return;
  // The statements around the declaration, up to the body.
  llvm::SmallPtrSet<const Stmt *, 16> Stop;
  for (const Stmt *S = DS; S && S != P->Body; S = Walk.parentStmt(S))
    Stop.insert(S);
  const LocalUses Uses = analyzeUses(Var, *P->Body, Stop, Walk, Entries);
  // Built once before a loop that reuses it: the cost is amortized over
  // that loop (also when an outer loop builds one object per iteration).
  if (Uses.Escapes || !Uses.AnySerializer || !Uses.AnyUseOnce ||
      !shouldReport(*P))
    return;

  const WhyNoFix Why =
      whyNoLocalFix({Var, DS, DSParent, &*P, CopiedFrom, &Uses}, Ctx);
  const SharedFixes::ReportId R = Fixes.report(
      Var->getLocation(), [this, Var, P = *P, Why](const auto &Carried) {
        diag(Var->getLocation(), "options object %0 is built on every call; %1")
            << Var << CostText << Carried.Fixes;
        addPlacementNotes(P);
        noteNoFix(Why);
      });
  if (Why.Reason == NoFix::None)
    Fixes.addOwn(R, makeLocalStatic(Var), FixScope::Text);
  Fixes.emit(Ctx.getSourceManager());
}

//===--- Temporaries ------------------------------------------------------===//

void JsonOptionsInHotPathCheck::checkCall(const CallExpr *Call,
                                          const ParentWalk &Walk) {
  llvm::SmallVector<Temporary, 2> Own;
  collectTemporaries(Call, Types, Own);
  for (const Temporary &First : Own) {
    // Nothing to report where the construction does not run per call.
    if (DoneTemporaries.contains(
            First.Written->getBeginLoc().getRawEncoding()) ||
        !findPlacement(DynTypedNode::create(*First.Written), Walk))
      continue;
    // Every temporary of the statement, so that one fix hoists them all.
    const Stmt *Anchor = anchorOf(First.Written, Walk);
    if (Anchor && !DoneAnchors.insert(Anchor).second)
      continue;
    llvm::SmallVector<Temporary, 4> Temps =
        Anchor ? temporariesOfStatement(Anchor, Types, Entries, Walk)
               : llvm::SmallVector<Temporary, 4>{First};
    for (const Temporary &T : Temps)
      DoneTemporaries.insert(T.Written->getBeginLoc().getRawEncoding());
    reportTemporaries(Temps, Anchor, Walk);
  }
}

void JsonOptionsInHotPathCheck::reportTemporaries(
    llvm::SmallVectorImpl<Temporary> &Temps, const Stmt *Anchor,
    const ParentWalk &Walk) {
  ASTContext &Ctx = Walk.context();
  std::vector<Temporary> Reported;
  for (Temporary &T : Temps) {
    T.P = place(DynTypedNode::create(*T.Written), Walk);
    if (T.P && shouldReport(*T.P))
      Reported.push_back(T);
  }
  const bool AnchorJumpedInto =
      !Reported.empty() && Anchor && canBeJumpedInto(Anchor);
  std::vector<Temporary> Fixable;
  for (Temporary &T : Reported) {
    prepareHoist(T, Anchor, AnchorJumpedInto, Entries, Ctx);
    if (!T.Declaration.empty())
      Fixable.push_back(T);
  }
  for (const Temporary &T : Reported) {
    const SharedFixes::ReportId R =
        Fixes.report(T.Written->getBeginLoc(), [this, T](const auto &Carried) {
          diag(T.Written->getBeginLoc(),
               "temporary options object is built on every call; %0")
              << CostText << Carried.Fixes;
          addPlacementNotes(*T.P);
          noteNoFix(T.Why);
          if (T.Why.Reason == NoFix::None && Carried.CarrierAt.isValid())
            diag(Carried.CarrierAt,
                 "hoisted by the fix for this options object of the same "
                 "statement",
                 DiagnosticIDs::Note);
        });
    if (!T.Declaration.empty())
      Fixes.share(
          R, {Anchor, 0}, nullptr,
          [this, Fixable, Anchor, &Ctx](auto) {
            return hoistFix(Fixable, Anchor, Names, Ctx, PP);
          },
          FixScope::Text);
  }
  Fixes.emit(Ctx.getSourceManager());
}

//===--- Notes ------------------------------------------------------------===//

void JsonOptionsInHotPathCheck::addPlacementNotes(const Placement &P) {
  if (P.Loop)
    diag(P.Loop->getBeginLoc(), "it is built on every iteration of this loop",
         DiagnosticIDs::Note);
  if (P.HotFunction) {
    if (P.Lambda && P.HotFunction == P.Lambda->getCallOperator())
      diag(P.Lambda->getBeginLoc(), "the lambda is marked hot",
           DiagnosticIDs::Note);
    else
      diag(P.HotFunction->getLocation(),
           "%0 %select{is marked hot|matches the HotFunctions option}1",
           DiagnosticIDs::Note)
          << P.HotFunction << P.HotByOption;
  }
  if (P.Lambda)
    diag(P.Lambda->getBeginLoc(), "it is built on every call of this lambda",
         DiagnosticIDs::Note);
}

void JsonOptionsInHotPathCheck::noteNoFix(const WhyNoFix &Why) {
  if (Why.Reason == NoFix::None)
    return;
  auto D = diag(Why.Where, noFixText(Why.Reason), DiagnosticIDs::Note);
  if (Why.Named)
    D << Why.Named;
  else if (!Why.Text.empty())
    D << Why.Text;
}

} // namespace clang::tidy::json
