//===--- JsonOptionsInHotPathCheck.cpp - clang-tidy ------------------------===//
//
// Part of tidyjson. See docs/checks/json-options-in-hot-path.md.
//
//===----------------------------------------------------------------------===//

#include "JsonOptionsInHotPathCheck.h"
#include "Matchers.h"
#include "clang-tidy/utils/DeclRefExprUtils.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char LocalId[] = "local"; // VarDecl: a local options object
static constexpr char CallId[] = "call";   // CallExpr: a possible entry-point call

namespace {

AST_MATCHER_P(QualType, isOptionsQualType, std::vector<StringRef>, Names) {
  return isOptionsType(Node, Names);
}

/// The single parent of \p N (the first, when a template gives several).
DynTypedNode parentOf(const DynTypedNode &N, ASTContext &Ctx) {
  auto Parents = Ctx.getParents(N);
  if (Parents.empty())
    return DynTypedNode();
  return Parents[0];
}

/// The parent of \p S, skipping the nodes that only wrap a value.
const Stmt *meaningfulParent(const Stmt *S, ASTContext &Ctx,
                             const Stmt **Child = nullptr) {
  DynTypedNode N = DynTypedNode::create(*S);
  const Stmt *Last = S;
  for (;;) {
    DynTypedNode P = parentOf(N, Ctx);
    const auto *PS = P.get<Stmt>();
    if (!PS)
      return nullptr;
    if (isa<ImplicitCastExpr, ParenExpr, MaterializeTemporaryExpr,
            ExprWithCleanups, CXXBindTemporaryExpr>(PS)) {
      N = P;
      Last = PS;
      continue;
    }
    if (Child)
      *Child = Last;
    return PS;
  }
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Whether \p Child of loop \p Loop runs once per iteration (the body, the
/// condition, the increment) rather than once (an init statement).
bool runsPerIteration(const Stmt *Loop, const Stmt *Child) {
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    return Child != F->getInit();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    return Child == R->getBody() || Child == R->getLoopVarStmt();
  return true;
}

/// The first thing making \p E depend on run-time values: a reference to a
/// parameter, a local or a mutable global, `this`, or a call to a function
/// that is not constexpr. Null when \p E is built from constants only
/// (literals, enumerators, constexpr or const static variables, functions,
/// template parameters, and constructions and conversions of those).
const Stmt *findDependency(const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return nullptr;
  if (const auto *E = dyn_cast<Expr>(S)) {
    if (!E->isValueDependent() && !E->isTypeDependent() &&
        E->getType()->isLiteralType(Ctx) && !isa<CXXThisExpr>(E) &&
        E->isCXX11ConstantExpr(Ctx))
      return nullptr;
  }
  if (isa<IntegerLiteral, FloatingLiteral, StringLiteral, CharacterLiteral,
          CXXBoolLiteralExpr, CXXNullPtrLiteralExpr, ImaginaryLiteral,
          FixedPointLiteral, SizeOfPackExpr, UnaryExprOrTypeTraitExpr,
          CXXScalarValueInitExpr, ImplicitValueInitExpr, TypeTraitExpr,
          CXXNoexceptExpr, SubstNonTypeTemplateParmExpr>(S))
    return nullptr;
  if (isa<CXXThisExpr, LambdaExpr, DependentScopeDeclRefExpr,
          CXXDependentScopeMemberExpr, CXXUnresolvedConstructExpr,
          UnresolvedLookupExpr, UnresolvedMemberExpr, StmtExpr>(S))
    return S;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
    const ValueDecl *D = DRE->getDecl();
    if (isa<EnumConstantDecl, FunctionDecl, NonTypeTemplateParmDecl>(D))
      return nullptr;
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (VD->isConstexpr())
        return nullptr;
      if (!VD->hasLocalStorage() && !isa<ParmVarDecl>(VD) &&
          VD->getType().isConstQualified())
        return nullptr;
    }
    return S;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(S)) {
    if (isa<CXXMethodDecl>(ME->getMemberDecl()))
      return S; // a bound member function: only reached through a call
    if (const auto *VD = dyn_cast<VarDecl>(ME->getMemberDecl()))
      return (VD->isConstexpr() || VD->getType().isConstQualified()) ? nullptr
                                                                    : S;
    return findDependency(ME->getBase(), Ctx);
  }
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->isConstexpr())
      return S;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
      if (const Stmt *Dep = findDependency(MC->getImplicitObjectArgument(), Ctx))
        return Dep;
    for (const Expr *Arg : Call->arguments())
      if (const Stmt *Dep = findDependency(Arg, Ctx))
        return Dep;
    return nullptr;
  }
  if (const auto *Def = dyn_cast<CXXDefaultArgExpr>(S))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *Def = dyn_cast<CXXDefaultInitExpr>(S))
    return findDependency(Def->getExpr(), Ctx);
  if (const auto *UO = dyn_cast<UnaryOperator>(S)) {
    if (UO->isIncrementDecrementOp())
      return S;
    if (UO->getOpcode() == UO_AddrOf) {
      // The address of a function or of a static object is a constant.
      const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Sub))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (!VD->hasLocalStorage())
            return nullptr;
    }
    return findDependency(UO->getSubExpr(), Ctx);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->isAssignmentOp() || BO->isCompoundAssignmentOp())
      return S;
  if (!isa<Expr>(S))
    return S;
  if (!isa<CastExpr, ParenExpr, MaterializeTemporaryExpr, ExprWithCleanups,
           CXXBindTemporaryExpr, CXXConstructExpr, InitListExpr,
           BinaryOperator, UnaryOperator, AbstractConditionalOperator,
           ParenListExpr, CXXStdInitializerListExpr, ConstantExpr,
           ArraySubscriptExpr, CXXParenListInitExpr>(S))
    return S;
  for (const Stmt *Child : S->children())
    if (const Stmt *Dep = findDependency(Child, Ctx))
      return Dep;
  return nullptr;
}

/// A short name for what \p Dep depends on, for the note.
std::string describeDependency(const Stmt *Dep) {
  if (isa<CXXThisExpr>(Dep))
    return "depends on 'this'";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Dep))
    return "depends on '" + DRE->getDecl()->getNameAsString() + "'";
  if (const auto *ME = dyn_cast<MemberExpr>(Dep))
    return "depends on '" + ME->getMemberDecl()->getNameAsString() + "'";
  if (const auto *Call = dyn_cast<CallExpr>(Dep)) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      return "calls '" + FD->getNameAsString() + "', which is not constexpr";
    return "calls a function that is not constexpr";
  }
  return "depends on a value computed at run time";
}

/// Whether a lambda expression outlives the statement that creates it: it
/// does unless it is called on the spot or kept in a local that is only
/// called.
bool lambdaEscapes(const LambdaExpr *L, const Stmt &Body, ASTContext &Ctx) {
  const Stmt *Child = nullptr;
  const Stmt *P = meaningfulParent(L, Ctx, &Child);
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P))
    if (Op->getOperator() == OO_Call && Op->getNumArgs() > 0 &&
        stripArgument(Op->getArg(0)) == L)
      return false;
  // `auto f = [&] { ... };` with every use of `f` a call.
  DynTypedNode N = DynTypedNode::create(*L);
  for (int Depth = 0; Depth < 6; ++Depth) {
    N = parentOf(N, Ctx);
    if (const auto *VD = N.get<VarDecl>()) {
      if (!VD->hasLocalStorage())
        return true;
      for (const DeclRefExpr *Use :
           utils::decl_ref_expr::allDeclRefExprs(*VD, Body, Ctx)) {
        const Stmt *UP = meaningfulParent(Use, Ctx);
        const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(UP);
        if (!Op || Op->getOperator() != OO_Call ||
            stripArgument(Op->getArg(0)) != Use)
          return true;
      }
      return false;
    }
    const auto *S = N.get<Stmt>();
    if (!S || !isa<Expr>(S))
      break;
    if (!isa<ImplicitCastExpr, MaterializeTemporaryExpr, ExprWithCleanups,
             CXXBindTemporaryExpr, CXXConstructExpr, ParenExpr>(S))
      break;
  }
  return true;
}

enum class UseKind { Serializer, Read, Modification, Escape };

} // namespace

JsonOptionsInHotPathCheck::JsonOptionsInHotPathCheck(StringRef Name,
                                                     ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      OptionsTypes(utils::options::parseStringList(
          Options.get("OptionsTypes", DefaultOptionsTypes))),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", DefaultSerializerFunctions))),
      HotFunctions(Options.get("HotFunctions", "")),
      IgnoredFunctions(utils::options::parseStringList(
          Options.get("IgnoredFunctions", ""))),
      HotOnly(Options.get("HotOnly", false)), HotRegex(HotFunctions) {
  for (StringRef Pattern : IgnoredFunctions)
    IgnoredRegexes.emplace_back(Pattern);
}

void JsonOptionsInHotPathCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "OptionsTypes",
                utils::options::serializeStringList(OptionsTypes));
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, "HotFunctions", HotFunctions);
  Options.store(Opts, "IgnoredFunctions",
                utils::options::serializeStringList(IgnoredFunctions));
  Options.store(Opts, "HotOnly", HotOnly);
}

void JsonOptionsInHotPathCheck::registerPPCallbacks(
    const SourceManager &, Preprocessor *P, Preprocessor *) {
  PP = P;
}

void JsonOptionsInHotPathCheck::registerMatchers(MatchFinder *Finder) {
  const auto NotInstantiated = unless(isInTemplateInstantiation());
  const auto UserCode = unless(isExpansionInSystemHeader());

  // A local options object (automatic storage).
  Finder->addMatcher(
      varDecl(hasAutomaticStorageDuration(), unless(parmVarDecl()),
              unless(isInstantiated()), UserCode,
              hasType(qualType(isOptionsQualType(OptionsTypes))))
          .bind(LocalId),
      this);

  // A call that may be a serializer call, to find temporaries among its
  // arguments.
  Finder->addMatcher(
      callExpr(possibleEntryCall(), NotInstantiated, UserCode,
               hasAnyArgument(expr(hasType(
                   qualType(isOptionsQualType(OptionsTypes))))))
          .bind(CallId),
      this);
}

std::optional<JsonOptionsInHotPathCheck::Placement>
JsonOptionsInHotPathCheck::place(const Stmt *S, const Decl *D,
                                 ASTContext &Ctx) const {
  Placement P;
  DynTypedNode N = S ? DynTypedNode::create(*S) : DynTypedNode::create(*D);
  DynTypedNode Child = N;
  for (int Guard = 0; Guard < 512; ++Guard) {
    DynTypedNode Parent = parentOf(N, Ctx);
    if (Parent.get<TranslationUnitDecl>() || Parent.getNodeKind().isNone())
      return std::nullopt;
    if (const auto *PS = Parent.get<Stmt>()) {
      if (const auto *L = dyn_cast<LambdaExpr>(PS)) {
        P.Lambda = L;
        P.Body = L->getBody();
        P.Function = L->getCallOperator();
        break;
      }
      if (!P.Loop && isLoop(PS)) {
        const auto *ChildStmt = Child.get<Stmt>();
        if (!ChildStmt || runsPerIteration(PS, ChildStmt))
          P.Loop = PS;
      }
    } else if (const auto *PD = Parent.get<Decl>()) {
      if (const auto *FD = dyn_cast<FunctionDecl>(PD)) {
        P.Function = FD;
        P.Body = FD->getBody();
        break;
      }
      if (const auto *VD = dyn_cast<VarDecl>(PD)) {
        // The initializer of another variable: static and thread-local ones
        // run once.
        if (VD != D && !VD->hasLocalStorage())
          return std::nullopt;
      } else if (isa<FieldDecl, ParmVarDecl, BlockDecl, ObjCMethodDecl,
                     CapturedDecl>(PD)) {
        return std::nullopt;
      } else if (!isa<BindingDecl, DecompositionDecl>(PD)) {
        return std::nullopt;
      }
    }
    Child = Parent;
    N = Parent;
  }
  if (!P.Body || !P.Function)
    return std::nullopt;
  if (P.Function->hasAttr<HotAttr>())
    P.Hot = true;
  if (!HotFunctions.empty() && HotRegex.isValid()) {
    const std::string Name = P.Lambda
                                 ? std::string()
                                 : P.Function->getQualifiedNameAsString();
    if (!Name.empty() && HotRegex.match(Name))
      P.Hot = true;
  }
  return P;
}

bool JsonOptionsInHotPathCheck::shouldReport(const Placement &P) const {
  const FunctionDecl *FD = P.Function;
  if (FD->hasAttr<ColdAttr>())
    return false;
  // A lambda inherits the enclosing function's coldness and exclusions.
  const FunctionDecl *Outer = FD;
  if (P.Lambda)
    if (const auto *Enclosing =
            dyn_cast_or_null<FunctionDecl>(FD->getParent()->getParent()))
      Outer = Enclosing;
  if (Outer->hasAttr<ColdAttr>())
    return false;
  const std::string Name = Outer->getQualifiedNameAsString();
  for (const llvm::Regex &R : IgnoredRegexes)
    if (R.isValid() && R.match(Name))
      return false;
  // A one-shot program pays the cost once.
  if (!P.Lambda && !P.Loop && FD->isMain())
    return false;
  if (HotOnly && !P.Loop && !P.Hot && !P.Lambda)
    return false;
  return true;
}

void JsonOptionsInHotPathCheck::addContextNotes(const Placement &P,
                                                const SourceManager &SM) {
  if (P.Loop)
    diag(P.Loop->getBeginLoc(),
         "it is built inside this loop, once per iteration",
         DiagnosticIDs::Note);
  if (P.Hot && P.Function)
    diag(P.Function->getLocation(), "%0 is marked hot", DiagnosticIDs::Note)
        << P.Function;
  if (P.Lambda)
    diag(P.Lambda->getBeginLoc(),
         "it is built inside a lambda, once per invocation (a request "
         "handler runs it for every request)",
         DiagnosticIDs::Note);
}

std::string JsonOptionsInHotPathCheck::freshName(const Placement &P,
                                                 ASTContext &Ctx) {
  llvm::StringSet<> &Taken = TakenNames[P.Body];
  auto IsFree = [&](const std::string &Name) {
    if (Taken.contains(Name))
      return false;
    if (PP && PP->isMacroDefined(Name))
      return false;
    if (!match(findAll(namedDecl(hasName(Name))), *P.Body, Ctx).empty())
      return false;
    for (const ParmVarDecl *Param : P.Function->parameters())
      if (Param->getName() == Name)
        return false;
    DeclarationName DN(&Ctx.Idents.get(Name));
    for (const DeclContext *DC = P.Function; DC; DC = DC->getParent())
      if (!DC->lookup(DN).empty())
        return false;
    return true;
  };
  std::string Name = "json_options";
  for (int I = 2; !IsFree(Name); ++I)
    Name = "json_options_" + std::to_string(I);
  Taken.insert(Name);
  return Name;
}

void JsonOptionsInHotPathCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  // Broken code gets no advice: the AST may not say what the user meant.
  if (Ctx.getDiagnostics().hasUncompilableErrorOccurred())
    return;
  if (const auto *Var = Result.Nodes.getNodeAs<VarDecl>(LocalId)) {
    checkLocal(Var, Ctx);
    return;
  }
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>(CallId);
  if (!Call || !entryPointOfCall(Call, SerializerFunctions))
    return;
  for (const Expr *Arg : Call->arguments()) {
    // Temporaries directly in the argument list, also behind ?:.
    llvm::SmallVector<const Expr *, 4> Work{Arg};
    while (!Work.empty()) {
      const Expr *E = stripArgument(Work.pop_back_val());
      if (!E)
        continue;
      if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
        Work.push_back(CO->getTrueExpr());
        Work.push_back(CO->getFalseExpr());
        continue;
      }
      if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
        if (isa<CXXConstructExpr>(stripArgument(FC->getSubExpr())) &&
            isOptionsType(FC->getType(), OptionsTypes))
          checkTemporary(FC, Call, Ctx);
        continue;
      }
      if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
        // A construction, not a copy or move of an existing object.
        const CXXConstructorDecl *Ctor = CE->getConstructor();
        if (Ctor && (Ctor->isCopyOrMoveConstructor()) && CE->getNumArgs() == 1)
          continue;
        if (isOptionsType(CE->getType(), OptionsTypes))
          checkTemporary(CE, Call, Ctx);
      }
    }
  }
}

void JsonOptionsInHotPathCheck::checkLocal(const VarDecl *Var,
                                           ASTContext &Ctx) {
  if (Var->isConstexpr() || Var->isInvalidDecl() || !Var->getInit())
    return;
  if (Var->getType()->isReferenceType())
    return;
  std::optional<Placement> P = place(nullptr, Var, Ctx);
  if (!P)
    return;

  // What the function does with the object.
  bool AnySerializer = false;
  bool AnyUseOutsideInnerLoop = false;
  const Stmt *Modification = nullptr;
  // Ancestors of the declaration, to tell whether a use sits in a loop that
  // does not also contain the declaration.
  llvm::SmallPtrSet<const Stmt *, 16> DeclAncestors;
  {
    DynTypedNode N = DynTypedNode::create(*Var);
    for (int Guard = 0; Guard < 512; ++Guard) {
      N = parentOf(N, Ctx);
      const auto *S = N.get<Stmt>();
      if (!S && !N.get<Decl>())
        break;
      if (S) {
        DeclAncestors.insert(S);
        if (S == P->Body)
          break;
      }
      if (N.get<FunctionDecl>())
        break;
    }
  }

  for (const DeclRefExpr *Use :
       utils::decl_ref_expr::allDeclRefExprs(*Var, *P->Body, Ctx)) {
    if (ExprMutationAnalyzer::isUnevaluated(Use, *P->Body, Ctx))
      continue;
    const Stmt *Child = nullptr;
    const Stmt *Parent = meaningfulParent(Use, Ctx, &Child);
    UseKind Kind = UseKind::Escape;
    if (const auto *Call = dyn_cast_or_null<CallExpr>(Parent)) {
      const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
      const Expr *Object =
          MC ? stripArgument(MC->getImplicitObjectArgument()) : nullptr;
      if (Object == Use) {
        const CXXMethodDecl *M = MC->getMethodDecl();
        Kind = (M && M->isConst()) ? UseKind::Read : UseKind::Modification;
      } else if (entryPointOfCall(Call, SerializerFunctions)) {
        Kind = UseKind::Serializer;
      }
      if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
        if (Op->isAssignmentOp() && Op->getNumArgs() > 0 &&
            stripArgument(Op->getArg(0)) == Use)
          Kind = UseKind::Modification;
    } else if (const auto *MemberAccess = dyn_cast_or_null<MemberExpr>(Parent)) {
      // `opts.method(...)` reaches here through the MemberExpr.
      const Stmt *CallParent = meaningfulParent(MemberAccess, Ctx);
      const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(CallParent);
      if (MC && MC->getCallee()->IgnoreParens() == MemberAccess) {
        const CXXMethodDecl *M = MC->getMethodDecl();
        Kind = (M && M->isConst()) ? UseKind::Read : UseKind::Modification;
      } else if (!MemberAccess->getType().isNull() &&
                 !isa<CXXMethodDecl>(MemberAccess->getMemberDecl())) {
        Kind = UseKind::Read; // reading a data member
      }
    } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Parent)) {
      if (BO->isAssignmentOp() && stripArgument(BO->getLHS()) == Use)
        Kind = UseKind::Modification;
    } else if (isa_and_nonnull<LambdaExpr>(Parent)) {
      // A by-copy capture: the copy lives in the closure.
      Kind = lambdaEscapes(cast<LambdaExpr>(Parent), *P->Body, Ctx)
                 ? UseKind::Escape
                 : UseKind::Read;
    }

    // A use inside a lambda that outlives the scope escapes with it.
    bool InInnerLoop = false;
    DynTypedNode N = DynTypedNode::create(*Use);
    DynTypedNode Prev = N;
    for (int Guard = 0; Guard < 512; ++Guard) {
      N = parentOf(N, Ctx);
      const auto *S = N.get<Stmt>();
      if (!S)
        break;
      if (S == P->Body || DeclAncestors.contains(S))
        break;
      if (const auto *L = dyn_cast<LambdaExpr>(S)) {
        if (lambdaEscapes(L, *P->Body, Ctx))
          Kind = UseKind::Escape;
      } else if (isLoop(S)) {
        const auto *PrevStmt = Prev.get<Stmt>();
        if (!PrevStmt || runsPerIteration(S, PrevStmt))
          InInnerLoop = true;
      }
      Prev = N;
    }

    switch (Kind) {
    case UseKind::Escape:
      return; // stored, returned or handed to code that may keep it
    case UseKind::Modification:
      if (!Modification)
        Modification = Use;
      break;
    case UseKind::Serializer:
      AnySerializer = true;
      if (!InInnerLoop)
        AnyUseOutsideInnerLoop = true;
      break;
    case UseKind::Read:
      break;
    }
  }
  if (!AnySerializer)
    return;
  // Built once before a loop and reused inside it: amortized.
  if (!P->Loop && !AnyUseOutsideInnerLoop)
    return;
  if (!shouldReport(*P))
    return;

  const SourceManager &SM = Ctx.getSourceManager();
  // Can the declaration become `static const`?
  const Stmt *Blocker = nullptr;
  std::string Reason;
  const auto *DS =
      dyn_cast_or_null<DeclStmt>(parentOf(DynTypedNode::create(*Var), Ctx)
                                     .get<Stmt>());
  const Stmt *Dep = findDependency(Var->getInit(), Ctx);
  if (Var->getBeginLoc().isMacroID() || Var->getLocation().isMacroID() ||
      Var->getInit()->getEndLoc().isMacroID()) {
    Reason = "the declaration is inside a macro expansion";
  } else if (!DS || !DS->isSingleDecl()) {
    Reason = "the declaration declares several variables; split it first";
  } else if (P->Function->isConstexpr()) {
    Reason = "a constexpr function cannot hold a static variable";
  } else if (Dep) {
    Blocker = Dep;
    Reason = "the initializer " + describeDependency(Dep) +
             "; keep one options object per distinct value";
  } else if (Modification) {
    Blocker = Modification;
    Reason = "'" + Var->getNameAsString() +
             "' is modified after it is built; move the change into its "
             "initializer";
  }

  {
    auto D = diag(Var->getLocation(),
                  "options object %0 is built on every call; its per-type "
                  "metadata cache is rebuilt each time")
             << Var;
    if (Reason.empty()) {
      const bool AlreadyConst = Var->getType().isConstQualified();
      D << FixItHint::CreateInsertion(Var->getBeginLoc(),
                                      AlreadyConst ? "static " : "static const ");
    }
  }
  addContextNotes(*P, SM);
  if (!Reason.empty())
    diag(Blocker ? Blocker->getBeginLoc() : Var->getLocation(),
         "not made static: %0", DiagnosticIDs::Note)
        << Reason;
}

void JsonOptionsInHotPathCheck::checkTemporary(const Expr *Temp,
                                               const CallExpr *Call,
                                               ASTContext &Ctx) {
  if (!SeenTemporaries.insert(Temp).second)
    return;
  std::optional<Placement> P = place(Temp, nullptr, Ctx);
  if (!P || !shouldReport(*P))
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();

  // The statement to hoist before: the innermost one that sits directly in a
  // block, so a `static const` declaration can precede it.
  const Stmt *Anchor = nullptr;
  {
    DynTypedNode N = DynTypedNode::create(*Temp);
    for (int Guard = 0; Guard < 512 && !Anchor; ++Guard) {
      DynTypedNode Parent = parentOf(N, Ctx);
      const auto *PS = Parent.get<Stmt>();
      if (!PS || isa<LambdaExpr>(PS))
        break;
      if (isa<CompoundStmt>(PS) && N.get<Stmt>()) {
        Anchor = N.get<Stmt>();
        break;
      }
      N = Parent;
    }
  }

  // The type as written, and the initializer's parentheses or braces.
  std::string TypeText;
  std::string InitText;
  const auto *Construct = dyn_cast<CXXConstructExpr>(Temp);
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Temp)) {
    TypeText = Lexer::getSourceText(
                   CharSourceRange::getTokenRange(
                       FC->getTypeInfoAsWritten()->getTypeLoc().getSourceRange()),
                   SM, LO)
                   .str();
    InitText = Lexer::getSourceText(
                   CharSourceRange::getTokenRange(FC->getLParenLoc(),
                                                  FC->getRParenLoc()),
                   SM, LO)
                   .str();
    Construct = dyn_cast<CXXConstructExpr>(stripArgument(FC->getSubExpr()));
  } else if (const auto *TOE = dyn_cast<CXXTemporaryObjectExpr>(Temp)) {
    TypeText = Lexer::getSourceText(
                   CharSourceRange::getTokenRange(
                       TOE->getTypeSourceInfo()->getTypeLoc().getSourceRange()),
                   SM, LO)
                   .str();
  } else if (Construct) {
    // `serialize(o, {...})`: no type written; name it.
    PrintingPolicy Policy(LO);
    Policy.SuppressScope = false;
    Policy.FullyQualifiedName = true;
    TypeText = Construct->getType().getUnqualifiedType().getAsString(Policy);
  }
  if (InitText.empty() && Construct) {
    SourceRange R = Construct->getParenOrBraceRange();
    if (R.isValid())
      InitText = Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM, LO)
                     .str();
    if (InitText.empty() || InitText == "()")
      InitText = "{}";
  }

  const Stmt *Blocker = nullptr;
  std::string Reason;
  const Stmt *Dep = findDependency(Temp, Ctx);
  if (Temp->getBeginLoc().isMacroID() || Temp->getEndLoc().isMacroID() ||
      (Anchor && (Anchor->getBeginLoc().isMacroID() ||
                  Anchor->getEndLoc().isMacroID()))) {
    Reason = "the expression is inside a macro expansion";
  } else if (P->Function->isConstexpr()) {
    Reason = "a constexpr function cannot hold a static variable";
  } else if (Dep) {
    Blocker = Dep;
    Reason = "the initializer " + describeDependency(Dep) +
             "; keep one options object per distinct value";
  } else if (!Anchor) {
    Reason = "there is no statement in a block to put the static object "
             "before";
  } else if (TypeText.empty() || InitText.empty()) {
    Reason = "its type or initializer cannot be spelled from the source";
  }
  // Locals the initializer names must be visible before the anchor.
  if (Reason.empty()) {
    auto Refs = match(findAll(declRefExpr(to(varDecl(hasLocalStorage()))).bind("r")),
                      *Temp, Ctx);
    for (const BoundNodes &B : Refs) {
      const auto *DRE = B.getNodeAs<DeclRefExpr>("r");
      if (!SM.isBeforeInTranslationUnit(DRE->getDecl()->getEndLoc(),
                                        Anchor->getBeginLoc())) {
        Blocker = DRE;
        Reason = "the initializer names '" +
                 DRE->getDecl()->getNameAsString() +
                 "', declared after the statement it would precede";
        break;
      }
    }
  }

  {
    auto D = diag(Temp->getBeginLoc(),
                  "temporary options object is built on every call; its "
                  "per-type metadata cache is rebuilt each time");
    if (Reason.empty()) {
      const std::string Name = freshName(*P, Ctx);
      const StringRef Indent =
          Lexer::getIndentationForLine(Anchor->getBeginLoc(), SM);
      D << FixItHint::CreateInsertion(
               Anchor->getBeginLoc(),
               ("static const " + TypeText + " " + Name + InitText + ";\n" +
                Indent)
                   .str())
        << FixItHint::CreateReplacement(
               CharSourceRange::getTokenRange(Temp->getSourceRange()), Name);
    }
  }
  addContextNotes(*P, SM);
  if (!Reason.empty())
    diag(Blocker ? Blocker->getBeginLoc() : Temp->getBeginLoc(),
         "not made static: %0", DiagnosticIDs::Note)
        << Reason;
  (void)Call;
}

void JsonOptionsInHotPathCheck::onEndOfTranslationUnit() {
  TakenNames.clear();
  HoistedBefore.clear();
  SeenTemporaries.clear();
}

} // namespace clang::tidy::json
