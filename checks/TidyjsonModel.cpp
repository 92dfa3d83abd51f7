//===--- TidyjsonModel.cpp - clang-tidy -----------------------------------===//

#include "TidyjsonModel.h"
#include "Matchers.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <deque>

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char DescriptionId[] = "tidyjson-model-description"; // FunctionDecl
static constexpr char DescriptionTemplateId[] =
    "tidyjson-model-description-template"; // FunctionTemplateDecl
static constexpr char ContextId[] = "tidyjson-model-context"; // CXXRecordDecl

QualType canonical(QualType T) {
  if (T.isNull())
    return T;
  return T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

std::string typeName(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressInlineNamespace = true;
  return T.getNonReferenceType().getUnqualifiedType().getAsString(Policy);
}

std::string qualifiedTypeName(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressInlineNamespace = true;
  Policy.FullyQualifiedName = true;
  Policy.SuppressScope = false;
  Policy.SuppressDefaultTemplateArgs = true;
  std::string Name = canonical(T).getAsString(Policy);
  // The canonical type has lost the standard aliases; the common ones are
  // exact (default template arguments are already left out), and read as
  // users write them.
  for (const auto &[Long, Short] :
       {std::pair<StringRef, StringRef>{"std::basic_string<char>", "std::string"},
        {"std::basic_string_view<char>", "std::string_view"}}) {
    for (size_t At = Name.find(Long); At != std::string::npos;
         At = Name.find(Long, At + Short.size()))
      Name.replace(At, Long.size(), Short.str());
  }
  return Name;
}

static std::string qualifiedName(const NamedDecl *D) {
  if (!D)
    return {};
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy Policy(D->getASTContext().getLangOpts());
  Policy.SuppressInlineNamespace = true;
  Policy.SuppressUnwrittenScope = true;
  D->printQualifiedName(OS, Policy);
  return OS.str();
}

FastPathDeclaration readFastPathDeclaration(const CXXRecordDecl *RD,
                                            ASTContext &Ctx) {
  FastPathDeclaration Out;
  if (!RD || !RD->hasDefinition())
    return Out;
  RD = RD->getDefinition();
  auto Member = [&](StringRef Name) -> const VarDecl * {
    for (const NamedDecl *ND : RD->lookup(&Ctx.Idents.get(Name))) {
      const auto *VD = dyn_cast<VarDecl>(ND);
      if (!VD)
        continue;
      // An implicit instantiation may not have instantiated the initializer.
      if (!VD->getInit())
        if (const VarDecl *Pattern = VD->getInstantiatedFromStaticDataMember())
          return Pattern;
      return VD;
    }
    return nullptr;
  };
  if (const VarDecl *FP = Member("fast_path")) {
    const Expr *Init = FP->getInit();
    Expr::EvalResult R;
    if (Init && !Init->isValueDependent() && Init->EvaluateAsRValue(R, Ctx) &&
        R.Val.isInt())
      Out.Served = R.Val.getInt().getBoolValue();
  }
  if (const VarDecl *B = Member("fast_path_blocker")) {
    if (const Expr *Init = B->getInit())
      if (const auto *SL = dyn_cast<StringLiteral>(Init->IgnoreParenImpCasts()))
        Out.Blocker = SL->getString().str();
  }
  return Out;
}

// ---------------------------------------------------------------------------
// Collecting

namespace {
/// isInstantiated() without hasAncestor(): see isInInstantiation.
AST_MATCHER(Decl, isInInstantiationContext) { return isInInstantiation(&Node); }
} // namespace

void TidyjsonModel::registerMatchers(MatchFinder *Finder,
                                     MatchFinder::MatchCallback *CB,
                                     bool ListContexts) {
  // Description functions: tidyjson_describe / tidyjson_polymorphic whose
  // second parameter is ::tidyjson_adl (the runtime's own fallbacks take
  // something else).
  const auto DescriptionFn =
      functionDecl(hasAnyName("tidyjson_describe", "tidyjson_polymorphic"),
                   parameterCountIs(2),
                   hasParameter(1, hasType(hasUnqualifiedDesugaredType(
                                       recordType(hasDeclaration(
                                           cxxRecordDecl(hasName("::tidyjson_adl"))))))));
  Finder->addMatcher(DescriptionFn.bind(DescriptionId), CB);
  // The template's name is its pattern's and its specializations': checking
  // it first spares has() the children of every other function template.
  Finder->addMatcher(
      functionTemplateDecl(hasAnyName("tidyjson_describe", "tidyjson_polymorphic"),
                           has(DescriptionFn))
          .bind(DescriptionTemplateId),
      CB);
  if (!ListContexts)
    return;
  Finder->addMatcher(cxxRecordDecl(isDefinition(), hasAttr(attr::Annotate),
                                   unless(isInInstantiationContext()))
                         .bind(ContextId),
                     CB);
}

/// The type T of a `type_tag<T>` parameter.
static QualType taggedType(const FunctionDecl *FD) {
  if (!FD || FD->getNumParams() < 1)
    return {};
  QualType P = FD->getParamDecl(0)->getType();
  if (const auto *TST = P->getAs<TemplateSpecializationType>()) {
    if (TST->template_arguments().size() == 1 &&
        TST->template_arguments()[0].getKind() == TemplateArgument::Type)
      return TST->template_arguments()[0].getAsType();
  }
  if (const auto *RD = P->getAsCXXRecordDecl())
    if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      if (hasMarker(CTSD->getSpecializedTemplate()->getTemplatedDecl(),
                    "tidyjson::type_tag") &&
          CTSD->getTemplateArgs().size() == 1 &&
          CTSD->getTemplateArgs()[0].getKind() == TemplateArgument::Type)
        return CTSD->getTemplateArgs()[0].getAsType();
  return {};
}

/// The class template behind a (possibly dependent) specialization type.
static const Decl *templateOf(QualType T) {
  if (T.isNull())
    return nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return TD->getCanonicalDecl();
  if (const auto *RD = T->getAsCXXRecordDecl())
    if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      return CTSD->getSpecializedTemplate()->getCanonicalDecl();
  if (const auto *ICN = T->getAs<InjectedClassNameType>())
    if (const CXXRecordDecl *RD = ICN->getDecl())
      if (const ClassTemplateDecl *CTD = RD->getDescribedClassTemplate())
        return CTD->getCanonicalDecl();
  return nullptr;
}

bool TidyjsonModel::collect(const MatchFinder::MatchResult &Result) {
  Ctx = Result.Context;
  if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>(DescriptionId)) {
    if (FD->getDescribedFunctionTemplate())
      return true; // the template is recorded through its FunctionTemplateDecl
    if (FD->isDependentContext()) {
      // A description in a class template's body: a specialization that is
      // not instantiated (only named, as a call through a context that does
      // not list it leaves it) has no instantiated friend to find.
      if (FD->getName() == "tidyjson_describe" && FD->isThisDeclarationADefinition())
        if (const Decl *Class = templateOf(taggedType(FD)))
          if (const auto *Lexical = dyn_cast<CXXRecordDecl>(FD->getLexicalDeclContext());
              Lexical && Lexical->getDescribedClassTemplate() &&
              Lexical->getDescribedClassTemplate()->getCanonicalDecl() == Class)
            DescribeInClassTemplates.try_emplace(Class, FD);
      return true;
    }
    QualType T = taggedType(FD);
    if (T.isNull() || T->isDependentType())
      return true;
    auto &Map = FD->getName() == "tidyjson_polymorphic" ? PolymorphicFns
                                                        : DescribeFns;
    const Type *Key = canonical(T).getTypePtr();
    // Prefer the definition.
    if (!Map.count(Key) || FD->isThisDeclarationADefinition())
      Map[Key] = FD;
    return true;
  }
  if (const auto *FTD =
          Result.Nodes.getNodeAs<FunctionTemplateDecl>(DescriptionTemplateId)) {
    const FunctionDecl *Pattern = FTD->getTemplatedDecl();
    const Decl *Class = templateOf(taggedType(Pattern));
    if (!Class)
      return true;
    auto &Map = Pattern->getName() == "tidyjson_polymorphic"
                    ? PolymorphicTemplates
                    : DescribeTemplates;
    Map[Class] = FTD;
    return true;
  }
  if (const auto *RD = Result.Nodes.getNodeAs<CXXRecordDecl>(ContextId)) {
    if (hasMarker(RD, "tidyjson::context"))
      context(RD);
    return true;
  }
  return false;
}

void TidyjsonModel::clear() {
  DescribeFns.clear();
  PolymorphicFns.clear();
  DescribeTemplates.clear();
  PolymorphicTemplates.clear();
  DescribeInClassTemplates.clear();
  Parsed.clear();
  ParsedPolymorphic.clear();
  Contexts.clear();
  ContextOrder.clear();
  ImpliedFields.clear();
}

// ---------------------------------------------------------------------------
// Parsing descriptions

static const Expr *strip(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreParenImpCasts();
    if (const auto *EWC = dyn_cast<ExprWithCleanups>(Next))
      Next = EWC->getSubExpr();
    if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(Next))
      Next = MTE->getSubExpr();
    if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(Next))
      Next = BTE->getSubExpr();
    if (const auto *CE = dyn_cast<ConstantExpr>(Next))
      Next = CE->getSubExpr();
    if (Next == E)
      return E;
    E = Next;
  }
  return E;
}

/// The name of the function a (possibly unresolved) call calls.
static StringRef calleeName(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    if (FD->getDeclName().isIdentifier())
      return FD->getName();
  if (const auto *ULE =
          dyn_cast_or_null<UnresolvedLookupExpr>(strip(Call->getCallee())))
    if (ULE->getName().isIdentifier())
      return ULE->getName().getAsIdentifierInfo()->getName();
  return {};
}

/// The explicit template type arguments of a call's callee.
static llvm::SmallVector<QualType, 2> calleeTemplateTypes(const CallExpr *Call) {
  llvm::SmallVector<QualType, 2> Out;
  if (const FunctionDecl *FD = Call->getDirectCallee()) {
    if (const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs())
      for (const TemplateArgument &A : Args->asArray())
        if (A.getKind() == TemplateArgument::Type)
          Out.push_back(A.getAsType());
    return Out;
  }
  if (const auto *ULE =
          dyn_cast_or_null<UnresolvedLookupExpr>(strip(Call->getCallee())))
    for (const TemplateArgumentLoc &A : ULE->template_arguments())
      if (A.getArgument().getKind() == TemplateArgument::Type)
        Out.push_back(A.getArgument().getAsType());
  return Out;
}

static const StringLiteral *findString(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *SL = dyn_cast<StringLiteral>(S))
    return SL;
  for (const Stmt *Child : S->children())
    if (const StringLiteral *SL = findString(Child))
      return SL;
  return nullptr;
}

/// The JSON-ready type a converter class produces: the return type of its
/// static to_json.
static QualType converterJsonType(const CXXRecordDecl *Conv,
                                  ASTContext &Ctx) {
  if (!Conv || !Conv->hasDefinition())
    return {};
  for (const NamedDecl *ND :
       Conv->getDefinition()->lookup(&Ctx.Idents.get("to_json"))) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(ND->getUnderlyingDecl()))
      return MD->getReturnType();
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(ND))
      return FTD->getTemplatedDecl()->getReturnType();
  }
  return {};
}

static QualType templateTypeArg(QualType T, unsigned Index) {
  if (T.isNull())
    return {};
  if (const auto *RD = T->getAsCXXRecordDecl())
    if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
      const TemplateArgumentList &Args = CTSD->getTemplateArgs();
      if (Index < Args.size() && Args[Index].getKind() == TemplateArgument::Type)
        return Args[Index].getAsType();
    }
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (Index < TST->template_arguments().size() &&
        TST->template_arguments()[Index].getKind() == TemplateArgument::Type)
      return TST->template_arguments()[Index].getAsType();
  return {};
}

static bool isTidyjsonRecord(const CXXRecordDecl *RD, StringRef Name) {
  if (!RD)
    return false;
  if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    RD = CTSD->getSpecializedTemplate()->getTemplatedDecl();
  return RD->getName() == Name &&
         qualifiedName(RD) == ("tidyjson::" + Name).str();
}

std::unique_ptr<Description> TidyjsonModel::parse(const FunctionDecl *FD,
                                                  QualType T,
                                                  bool Polymorphic) {
  if (!FD || !FD->hasBody())
    return nullptr;
  const auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body)
    return nullptr;
  const ReturnStmt *Ret = nullptr;
  for (const Stmt *S : Body->body())
    if (const auto *R = dyn_cast<ReturnStmt>(S))
      Ret = R;
  if (!Ret || !Ret->getRetValue())
    return nullptr;
  auto D = std::make_unique<Description>();
  D->Function = FD;
  D->Described = T;
  const CXXRecordDecl *Owner = T->getAsCXXRecordDecl();
  const Expr *E = strip(Ret->getRetValue());

  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    StringRef Name = calleeName(Call);
    if (Name == "describe_enum") {
      D->Kind = DescriptionKind::Enum;
      return D;
    }
    if (Name == "describe_polymorphic" && Polymorphic) {
      D->Kind = DescriptionKind::Polymorphic;
      if (Call->getNumArgs() > 0)
        if (const StringLiteral *Key = findString(Call->getArg(0)))
          D->Key = Key->getString().str();
      for (unsigned I = 1; I < Call->getNumArgs(); ++I) {
        const Expr *Arg = strip(Call->getArg(I));
        DerivedEntry Entry;
        Entry.Type = templateTypeArg(Arg->getType(), 0);
        if (Entry.Type.isNull())
          if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Arg))
            Entry.Type = templateTypeArg(FC->getTypeAsWritten(), 0);
        if (const StringLiteral *SL = findString(Arg))
          Entry.Name = SL->getString().str();
        if (!Entry.Type.isNull())
          D->Derived.push_back(Entry);
      }
      // The runtime's polymorphic_desc declares its fast-path support.
      QualType Ret = FD->getReturnType();
      D->FastPath = readFastPathDeclaration(Ret->getAsCXXRecordDecl(), *Ctx);
      if (D->FastPath.Served && D->FastPath.Blocker.empty()) {
        D->FastPath.Served = false;
        D->FastPath.Blocker = "polymorphism resolved at run time";
      }
      return D;
    }
    if (Name == "describe_object" || Name == "describe_derived") {
      D->Kind = DescriptionKind::Object;
      if (Name == "describe_derived") {
        llvm::SmallVector<QualType, 2> Args = calleeTemplateTypes(Call);
        if (Args.size() >= 2)
          if (const Description *Base = describe(Args[1]))
            if (Base->Kind == DescriptionKind::Object)
              D->Fields = Base->Fields;
      }
      for (const Expr *ArgE : Call->arguments()) {
        const auto *Field = dyn_cast<CallExpr>(strip(ArgE));
        if (!Field || calleeName(Field) != "make_field" ||
            Field->getNumArgs() < 2)
          continue;
        FieldUse F;
        F.Entry = Field;
        F.Owner = Owner;
        const Expr *Ptr = strip(Field->getArg(0));
        if (const auto *UO = dyn_cast<UnaryOperator>(Ptr))
          Ptr = strip(UO->getSubExpr());
        if (const auto *DRE = dyn_cast<DeclRefExpr>(Ptr)) {
          F.Field = dyn_cast<FieldDecl>(DRE->getDecl());
        } else if (const auto *DS = dyn_cast<DependentScopeDeclRefExpr>(Ptr)) {
          F.Name = DS->getDeclName().getAsString();
        }
        if (F.Field)
          F.Name = F.Field->getName().str();
        // In a class template's description, find the member in T itself.
        if (Owner && Owner->hasDefinition() &&
            (!F.Field || F.Field->getParent()->isDependentContext())) {
          F.Field = nullptr;
          for (const NamedDecl *ND :
               Owner->getDefinition()->lookup(&Ctx->Idents.get(F.Name)))
            if (const auto *FDecl = dyn_cast<FieldDecl>(ND))
              F.Field = FDecl;
        }
        if (F.Field) {
          F.MemberType = F.Field->getType();
          F.Owner = dyn_cast<CXXRecordDecl>(F.Field->getParent());
        }
        F.JsonType = F.MemberType;
        for (unsigned I = 2; I < Field->getNumArgs(); ++I) {
          AttributeUse A;
          A.Written = Field->getArg(I);
          const Expr *AE = strip(A.Written);
          QualType AT = AE->getType();
          if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(AE))
            AT = FC->getTypeAsWritten();
          A.Record = AT.isNull() ? nullptr : AT->getAsCXXRecordDecl();
          A.FastPath = readFastPathDeclaration(A.Record, *Ctx);
          if (isTidyjsonRecord(A.Record, "skip"))
            F.Skipped = true;
          if (isTidyjsonRecord(A.Record, "with")) {
            QualType Conv = templateTypeArg(AT, 0);
            QualType J = converterJsonType(
                Conv.isNull() ? nullptr : Conv->getAsCXXRecordDecl(), *Ctx);
            if (!J.isNull())
              F.JsonType = J;
          }
          if (isTidyjsonRecord(A.Record, "converter_fn")) {
            QualType S = templateTypeArg(AT, 1);
            if (!S.isNull())
              F.JsonType = S;
          }
          F.Attributes.push_back(A);
        }
        D->Fields.push_back(std::move(F));
      }
      return D;
    }
    return nullptr;
  }
  // TIDYJSON_CONVERTER: converter_desc<T, Converter>{}.
  QualType RT = E->getType();
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    RT = FC->getTypeAsWritten();
  if (const auto *RD = RT.isNull() ? nullptr : RT->getAsCXXRecordDecl())
    if (isTidyjsonRecord(RD, "converter_desc") || RD->getName() == "converter_desc") {
      D->Kind = DescriptionKind::Converter;
      QualType Conv = templateTypeArg(RT, 1);
      D->ConverterJson = converterJsonType(
          Conv.isNull() ? nullptr : Conv->getAsCXXRecordDecl(), *Ctx);
      return D;
    }
  return nullptr;
}

const Description *TidyjsonModel::lookup(QualType T, bool Polymorphic) {
  if (!Ctx || T.isNull())
    return nullptr;
  QualType C = canonical(T);
  const Type *Key = C.getTypePtr();
  auto &Cache = Polymorphic ? ParsedPolymorphic : Parsed;
  if (auto It = Cache.find(Key); It != Cache.end())
    return It->second.get();
  Cache[Key] = nullptr; // guards against cycles (a description naming itself)
  const FunctionDecl *FD = nullptr;
  auto &Fns = Polymorphic ? PolymorphicFns : DescribeFns;
  if (auto It = Fns.find(Key); It != Fns.end())
    FD = It->second;
  if (!FD) {
    auto &Templates = Polymorphic ? PolymorphicTemplates : DescribeTemplates;
    if (const Decl *Class = templateOf(C))
      if (auto It = Templates.find(Class); It != Templates.end()) {
        const FunctionTemplateDecl *FTD = It->second;
        for (const FunctionDecl *Spec : FTD->specializations())
          if (canonical(taggedType(Spec)) == C && Spec->hasBody())
            FD = Spec;
        if (!FD)
          FD = FTD->getTemplatedDecl();
      }
  }
  // A specialization of a class template described in its body: either not
  // instantiated (no friend at all), or instantiated with only the
  // declaration of the friend, which is defined when first used. Read the
  // pattern's description.
  // Not for an explicit specialization, nor when a partial specialization
  // may be the one that applies: their bodies are not the primary's.
  if ((!FD || !FD->hasBody()) && !Polymorphic)
    if (const Decl *Class = templateOf(C))
      if (auto It = DescribeInClassTemplates.find(Class);
          It != DescribeInClassTemplates.end()) {
        const auto *CTD = dyn_cast<ClassTemplateDecl>(Class);
        const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
            C->getAsCXXRecordDecl());
        llvm::SmallVector<ClassTemplatePartialSpecializationDecl *, 2> Partials;
        if (CTD)
          const_cast<ClassTemplateDecl *>(CTD)->getPartialSpecializations(Partials);
        const bool Primary =
            Spec && Partials.empty() &&
            Spec->getSpecializationKind() != TSK_ExplicitSpecialization &&
            !Spec->getSpecializedTemplateOrPartial()
                 .is<ClassTemplatePartialSpecializationDecl *>();
        if (Primary)
          FD = It->second;
      }
  std::unique_ptr<Description> D = parse(FD, T, Polymorphic);
  if (D && !D->Described.isNull() && !FD->isDependentContext())
    D->Described = T;
  const Description *Out = D.get();
  Cache[Key] = std::move(D);
  return Out;
}

const Description *TidyjsonModel::describe(QualType T) { return lookup(T, false); }
const Description *TidyjsonModel::polymorphic(QualType T) { return lookup(T, true); }

std::vector<const Description *> TidyjsonModel::polymorphicRegistrations() {
  std::vector<const Description *> Out;
  std::vector<QualType> Types;
  for (const auto &[Key, FD] : PolymorphicFns)
    Types.push_back(taggedType(FD));
  for (QualType T : Types)
    if (const Description *D = polymorphic(T))
      Out.push_back(D);
  return Out;
}

// ---------------------------------------------------------------------------
// Contexts

const CXXRecordDecl *TidyjsonModel::contextRecord(QualType T) const {
  if (T.isNull())
    return nullptr;
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  bool Found = hasMarker(RD, "tidyjson::context");
  if (!Found)
    RD->forallBases([&](const CXXRecordDecl *Base) {
      if (hasMarker(Base, "tidyjson::context"))
        Found = true;
      return true;
    });
  return Found ? RD : nullptr;
}

const ContextInfo *TidyjsonModel::context(const CXXRecordDecl *RD) {
  if (!RD || !Ctx || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  if (auto It = Contexts.find(RD); It != Contexts.end())
    return It->second.get();
  // Find the tidyjson::context<Self, roots<...>, Settings...> base.
  const CXXBaseSpecifier *BaseSpec = nullptr;
  const ClassTemplateSpecializationDecl *Base = nullptr;
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const auto *BR = B.getType()->getAsCXXRecordDecl();
    const auto *CTSD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(BR);
    if (CTSD && isTidyjsonRecord(CTSD, "context")) {
      BaseSpec = &B;
      Base = CTSD;
    }
  }
  if (!Base) {
    Contexts[RD] = nullptr;
    return nullptr;
  }
  auto Info = std::make_unique<ContextInfo>();
  Info->Record = RD;
  const TemplateArgumentList &Args = Base->getTemplateArgs();
  if (Args.size() >= 2 && Args[1].getKind() == TemplateArgument::Type)
    if (const auto *Roots = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
            Args[1].getAsType()->getAsCXXRecordDecl()))
      for (const TemplateArgument &A : Roots->getTemplateArgs().asArray()) {
        if (A.getKind() == TemplateArgument::Pack) {
          for (const TemplateArgument &P : A.pack_elements())
            if (P.getKind() == TemplateArgument::Type)
              Info->Roots.push_back(P.getAsType());
        } else if (A.getKind() == TemplateArgument::Type) {
          Info->Roots.push_back(A.getAsType());
        }
      }
  // The settings: values from the specialization, locations from the base
  // specifier as written.
  llvm::SmallVector<TemplateArgument, 8> Values;
  if (Args.size() >= 3) {
    for (unsigned I = 2; I < Args.size(); ++I) {
      if (Args[I].getKind() == TemplateArgument::Pack)
        for (const TemplateArgument &P : Args[I].pack_elements())
          Values.push_back(P);
      else
        Values.push_back(Args[I]);
    }
  }
  llvm::SmallVector<const Expr *, 8> Written;
  if (BaseSpec && BaseSpec->getTypeSourceInfo()) {
    TypeLoc TL = BaseSpec->getTypeSourceInfo()->getTypeLoc();
    if (auto ETL = TL.getAs<ElaboratedTypeLoc>())
      TL = ETL.getNamedTypeLoc();
    if (auto TSTL = TL.getAs<TemplateSpecializationTypeLoc>())
      for (unsigned I = 2; I < TSTL.getNumArgs(); ++I)
        Written.push_back(TSTL.getArgLoc(I).getSourceExpression());
  }
  for (unsigned I = 0; I < Values.size(); ++I) {
    SettingUse S;
    const TemplateArgument &V = Values[I];
    if (V.getKind() == TemplateArgument::Integral)
      S.Type = V.getIntegralType();
    else if (V.getKind() == TemplateArgument::StructuralValue)
      S.Type = V.getStructuralValueType();
    else if (V.getKind() == TemplateArgument::Declaration)
      S.Type = V.getParamTypeForDecl();
    if (I < Written.size())
      S.Written = Written[I];
    if (!S.Type.isNull()) {
      S.FastPath = readFastPathDeclaration(S.Type->getAsCXXRecordDecl(), *Ctx);
      if (const auto *ET = S.Type->getAs<EnumType>()) {
        const std::string Enum = qualifiedName(ET->getDecl());
        const int64_t Value = V.getKind() == TemplateArgument::Integral
                                  ? V.getAsIntegral().getExtValue()
                                  : -1;
        if (Enum == "tidyjson::generation") {
          Info->Mode = Value == 1   ? ContextInfo::Generation::Metadata
                       : Value == 2 ? ContextInfo::Generation::FastPath
                                    : ContextInfo::Generation::Both;
          Info->GenerationWritten = S.Written;
        }
        if (Enum == "tidyjson::enums")
          Info->EnumsAsString = Value == 1;
      }
    }
    Info->Settings.push_back(S);
  }
  const ContextInfo *Out = Info.get();
  Contexts[RD] = std::move(Info);
  ContextOrder.push_back(RD);
  return Out;
}

std::vector<const ContextInfo *> TidyjsonModel::contexts() const {
  std::vector<const ContextInfo *> Out;
  for (const CXXRecordDecl *RD : ContextOrder)
    if (auto It = Contexts.find(RD); It != Contexts.end() && It->second)
      Out.push_back(It->second.get());
  return Out;
}

// ---------------------------------------------------------------------------
// The type graph

static bool isOneOf(StringRef Name, std::initializer_list<StringRef> Names) {
  for (StringRef N : Names)
    if (Name == N)
      return true;
  return false;
}

NodeKind TidyjsonModel::classify(QualType T, SmallVectorImpl<Edge> &Children) {
  if (T.isNull())
    return NodeKind::Unknown;
  QualType C = canonical(T);
  const Type *Ty = C.getTypePtr();
  if (Ty->isDependentType() || Ty->containsErrors())
    return NodeKind::Unknown;
  if (const auto *ET = Ty->getAs<EnumType>()) {
    (void)ET;
    if (const Description *D = describe(T))
      if (D->Kind == DescriptionKind::Enum)
        return NodeKind::Enum;
    return NodeKind::Undescribed;
  }
  if (Ty->isBooleanType() || Ty->isIntegerType() || Ty->isRealFloatingType() ||
      Ty->isNullPtrType())
    return NodeKind::Leaf;
  if (Ty->isPointerType()) {
    QualType Pointee = Ty->getPointeeType();
    if (Pointee->isCharType())
      return NodeKind::Leaf; // C string
    if (Pointee->isFunctionType() || Pointee->isVoidType())
      return NodeKind::Unknown;
    Children.push_back({Pointee});
    return NodeKind::Container;
  }
  if (const auto *AT = dyn_cast<ConstantArrayType>(Ty)) {
    if (AT->getElementType()->isCharType())
      return NodeKind::Leaf;
    Children.push_back({AT->getElementType()});
    return NodeKind::Container;
  }
  const CXXRecordDecl *RD = Ty->getAsCXXRecordDecl();
  if (!RD)
    return NodeKind::Unknown;
  if (RD->isLambda() || RD->isInvalidDecl())
    return NodeKind::Unknown;

  // Descriptions come first, as in the runtime.
  const Description *Poly = polymorphic(T);
  const Description *Desc = describe(T);
  if (Desc && Desc->Kind == DescriptionKind::Converter) {
    if (!Desc->ConverterJson.isNull())
      Children.push_back({Desc->ConverterJson});
    return NodeKind::Converter;
  }
  if (Poly && Poly->Kind == DescriptionKind::Polymorphic) {
    for (const DerivedEntry &E : Poly->Derived)
      Children.push_back({E.Type});
    if (Desc && Desc->Kind == DescriptionKind::Object)
      for (const FieldUse &F : Desc->Fields)
        if (!F.Skipped && !F.JsonType.isNull())
          Children.push_back({F.JsonType, &F});
    return NodeKind::Polymorphic;
  }
  if (Desc && Desc->Kind == DescriptionKind::Object) {
    for (const FieldUse &F : Desc->Fields)
      if (!F.Skipped && !F.JsonType.isNull())
        Children.push_back({F.JsonType, &F});
    return NodeKind::Object;
  }

  const std::string Name = qualifiedName(RD);
  const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  auto Arg = [&](unsigned I) { return templateTypeArg(C, I); };
  if (isOneOf(Name, {"std::basic_string", "std::basic_string_view",
                     "std::monostate", "std::nullptr_t", "tidyjson::uuid",
                     "tidyjson::decimal", "std::chrono::time_point",
                     "std::chrono::duration", "std::chrono::year_month_day"}))
    return NodeKind::Leaf;
  if (CTSD) {
    if (isOneOf(Name, {"std::optional", "std::unique_ptr", "std::shared_ptr",
                       "std::vector", "std::deque", "std::list",
                       "std::forward_list", "std::set", "std::multiset",
                       "std::unordered_set", "std::unordered_multiset",
                       "std::array", "std::span"})) {
      if (!Arg(0).isNull())
        Children.push_back({Arg(0)});
      return NodeKind::Container;
    }
    if (isOneOf(Name, {"std::map", "std::multimap", "std::unordered_map",
                       "std::unordered_multimap"})) {
      if (!Arg(0).isNull())
        Children.push_back({Arg(0)});
      if (!Arg(1).isNull())
        Children.push_back({Arg(1)});
      return NodeKind::Container;
    }
    if (isOneOf(Name, {"std::variant", "std::tuple", "std::pair"})) {
      for (const TemplateArgument &A : CTSD->getTemplateArgs().asArray()) {
        if (A.getKind() == TemplateArgument::Pack) {
          for (const TemplateArgument &P : A.pack_elements())
            if (P.getKind() == TemplateArgument::Type)
              Children.push_back({P.getAsType()});
        } else if (A.getKind() == TemplateArgument::Type) {
          Children.push_back({A.getAsType()});
        }
      }
      return NodeKind::Container;
    }
  }
  // Anything else from the standard library (or the runtime itself) is out
  // of this model: stay silent.
  if (RD->isInStdNamespace() || StringRef(Name).starts_with("std::") ||
      StringRef(Name).starts_with("__gnu_cxx::") ||
      StringRef(Name).starts_with("tidyjson::"))
    return NodeKind::Unknown;
  if (!RD->hasDefinition())
    return NodeKind::Undescribed;
  RD = RD->getDefinition();
  // A range of the user's: the runtime writes it as an array.
  bool HasBegin = false, HasEnd = false;
  QualType ValueType;
  for (const Decl *Member : RD->decls()) {
    if (const auto *ND = dyn_cast<NamedDecl>(Member)) {
      if (!ND->getDeclName().isIdentifier())
        continue;
      StringRef N = ND->getName();
      if (N == "begin")
        HasBegin = true;
      else if (N == "end")
        HasEnd = true;
      else if (N == "value_type")
        if (const auto *TD = dyn_cast<TypedefNameDecl>(ND))
          ValueType = TD->getUnderlyingType();
    }
  }
  if (HasBegin && HasEnd && !ValueType.isNull()) {
    // A range of its own type (nlohmann::json) is not an array: the runtime
    // refuses it unless it is described or converted.
    const CXXRecordDecl *Element = ValueType->getAsCXXRecordDecl();
    if (Element && Element->getCanonicalDecl() == RD->getCanonicalDecl())
      return NodeKind::Undescribed;
    Children.push_back({ValueType});
    return NodeKind::Container;
  }
  // Its data members are what a description would list: they must be
  // serializable too.
  auto [It, Fresh] = ImpliedFields.try_emplace(RD);
  if (Fresh)
    for (const FieldDecl *FD : RD->fields()) {
      if (!FD->getIdentifier() || FD->isUnnamedBitField())
        continue;
      FieldUse F;
      F.Field = FD;
      F.Name = FD->getName().str();
      F.Owner = RD;
      F.MemberType = F.JsonType = FD->getType();
      It->second.push_back(std::move(F));
    }
  for (const FieldUse &F : It->second)
    Children.push_back({F.JsonType, &F});
  return NodeKind::Undescribed;
}

// ---------------------------------------------------------------------------
// Walking the graph

void TypeWalk::run(llvm::ArrayRef<QualType> Roots,
                   llvm::function_ref<bool(QualType, NodeKind)> Visit) {
  std::deque<QualType> Queue;
  for (QualType R : Roots) {
    const Type *Key = canonical(R).getTypePtrOrNull();
    if (Key && Parents.try_emplace(Key, Step{QualType(), nullptr}).second)
      Queue.push_back(R);
  }
  while (!Queue.empty()) {
    QualType T = Queue.front();
    Queue.pop_front();
    llvm::SmallVector<Edge, 8> Children;
    const NodeKind Kind = Model.classify(T, Children);
    if (!Visit(T, Kind))
      continue;
    for (const Edge &E : Children) {
      const Type *Key = canonical(E.Child).getTypePtrOrNull();
      if (Key && Parents.try_emplace(Key, Step{T, E.Field}).second)
        Queue.push_back(E.Child);
    }
  }
}

bool TypeWalk::reached(QualType T) const {
  return Parents.count(canonical(T).getTypePtrOrNull()) != 0;
}

std::string TypeWalk::path(QualType T) const {
  const ASTContext &Ctx = *Model.Ctx;
  llvm::SmallVector<std::string, 8> Parts;
  QualType Cur = T;
  bool LastWasField = false;
  for (int Guard = 0; Guard < 256; ++Guard) {
    auto It = Parents.find(canonical(Cur).getTypePtrOrNull());
    if (It == Parents.end() || It->second.Parent.isNull())
      break;
    Parts.push_back(typeName(Cur, Ctx));
    LastWasField = false;
    if (const FieldUse *F = It->second.Field) {
      const std::string Owner = F->Owner ? F->Owner->getNameAsString()
                                         : typeName(It->second.Parent, Ctx);
      Parts.push_back(Owner + "::" + F->Name);
      LastWasField = true;
    }
    Cur = It->second.Parent;
  }
  // Start at the root unless the first step names its member ("Order::lines").
  if (!LastWasField)
    Parts.push_back(typeName(Cur, Ctx));
  std::reverse(Parts.begin(), Parts.end());
  return llvm::join(Parts, " -> ");
}

// ---------------------------------------------------------------------------
// Macro arguments

bool macroArguments(SourceLocation Loc, const SourceManager &SM,
                    const LangOptions &LO, CharSourceRange &Invocation,
                    llvm::SmallVectorImpl<CharSourceRange> &Args) {
  if (Loc.isInvalid() || !Loc.isMacroID())
    return false;
  Invocation = SM.getExpansionRange(Loc);
  if (Invocation.isInvalid() || Invocation.getBegin().isMacroID())
    return false;
  // The invocation must be a tidyjson macro written in a file.
  const StringRef Text = Lexer::getSourceText(Invocation, SM, LO);
  if (!Text.starts_with("TIDYJSON_"))
    return false;
  const size_t Open = Text.find('(');
  if (Open == StringRef::npos)
    return false;
  int Depth = 0;
  size_t ArgStart = Open + 1;
  auto Push = [&](size_t B, size_t E) {
    while (B < E && isspace(static_cast<unsigned char>(Text[B])))
      ++B;
    while (E > B && isspace(static_cast<unsigned char>(Text[E - 1])))
      --E;
    Args.push_back(CharSourceRange::getCharRange(
        Invocation.getBegin().getLocWithOffset(B),
        Invocation.getBegin().getLocWithOffset(E)));
  };
  for (size_t I = Open; I < Text.size(); ++I) {
    const char C = Text[I];
    if (C == '"' || C == '\'') {
      for (++I; I < Text.size() && Text[I] != C; ++I)
        if (Text[I] == '\\')
          ++I;
      continue;
    }
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/') {
      while (I < Text.size() && Text[I] != '\n')
        ++I;
      continue;
    }
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      const size_t End = Text.find("*/", I + 2);
      if (End == StringRef::npos)
        return false;
      I = End + 1;
      continue;
    }
    if (C == '(' || C == '[' || C == '{') {
      ++Depth;
    } else if (C == ')' || C == ']' || C == '}') {
      --Depth;
      if (Depth == 0) {
        Push(ArgStart, I);
        return true;
      }
    } else if (C == ',' && Depth == 1) {
      Push(ArgStart, I);
      ArgStart = I + 1;
    }
  }
  return false;
}

} // namespace clang::tidy::json
